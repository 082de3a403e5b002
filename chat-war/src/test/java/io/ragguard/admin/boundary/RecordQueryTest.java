package io.ragguard.admin.boundary;

import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.Severity;
import io.ragguard.request.InvalidRequestException;
import jakarta.ws.rs.core.SecurityContext;
import org.junit.jupiter.api.Test;

import java.security.Principal;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The review queue's triage parameters: severity, assignee (me among them), near, sort. */
class RecordQueryTest {

    /** A compliance officer named Carol. */
    private static final SecurityContext CAROL = new SecurityContext() {
        @Override
        public Principal getUserPrincipal() {
            return () -> "Carol";
        }

        @Override
        public boolean isUserInRole(String role) {
            return role.equals("compliance");
        }

        @Override
        public boolean isSecure() {
            return true;
        }

        @Override
        public String getAuthenticationScheme() {
            return BASIC_AUTH;
        }
    };

    @Test
    void readsSeverityAssigneeNearAndSort() {
        RecordQuery query = new RecordQuery();
        query.severity = " HIGH ";
        query.assignee = "Dave";
        query.near = "answer-relevancy";
        query.sort = "severity";

        RecordFilter filter = query.filter(CAROL);

        assertThat(filter.severity()).isEqualTo(Severity.HIGH);
        assertThat(filter.assignees()).containsExactly("dave");
        assertThat(filter.near()).isEqualTo("answer-relevancy");
        assertThat(filter.order()).isEqualTo(RecordFilter.Order.SEVERITY);
    }

    @Test
    void meIsTheCallerAndTheCallersRolesAndNoneIsNoOne() {
        RecordQuery mine = new RecordQuery();
        mine.assignee = "me";
        RecordQuery none = new RecordQuery();
        none.assignee = "none";

        assertThat(mine.filter(CAROL).assignees()).isEqualTo(Set.of("carol", "role:compliance"));
        assertThat(none.filter(CAROL).assignees()).containsExactly(RecordFilter.UNASSIGNED);
        assertThat(new RecordQuery().filter(CAROL)).as("by default: anyone, newest first")
                .extracting(RecordFilter::assignees, RecordFilter::order, RecordFilter::severity)
                .containsExactly(Set.of(), RecordFilter.Order.NEWEST, null);
    }

    @Test
    void anUnknownSeverityOrSortIsA400NamingIt() {
        RecordQuery severity = new RecordQuery();
        severity.severity = "urgent";
        RecordQuery sort = new RecordQuery();
        sort.sort = "oldest";

        assertThatThrownBy(() -> severity.filter(CAROL)).isInstanceOfSatisfying(InvalidRequestException.class,
                e -> assertThat(e.field()).isEqualTo("severity")).hasMessageContaining("high, medium, low");
        assertThatThrownBy(() -> sort.filter(CAROL)).isInstanceOfSatisfying(InvalidRequestException.class,
                e -> assertThat(e.field()).isEqualTo("sort"));
    }
}
