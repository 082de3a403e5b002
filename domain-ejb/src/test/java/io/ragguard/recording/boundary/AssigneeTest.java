package io.ragguard.recording.boundary;

import io.ragguard.request.InvalidRequestException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AssigneeTest {

    @Test
    void isAUserByNameInLowerCaseOrARoleThatAnswersGoTo() {
        assertThat(new Assignee(" Carol ").name()).isEqualTo("carol");
        assertThat(new Assignee("role:compliance").role()).isTrue();
        assertThat(new Assignee("carol").role()).isFalse();
        assertThat(Assignee.parse("assignee", null)).isNull();
    }

    @Test
    void refusesABlankOrLongNameAnUnknownRoleAndTheFiltersWordForNoOneNamingTheField() {
        for (String bad : List.of("", "  ", "x".repeat(201), "carol\nadmin", "role:auditor", "role:", "none")) {
            assertThatThrownBy(() -> Assignee.parse("escalate_to", bad)).as(bad)
                    .isInstanceOfSatisfying(InvalidRequestException.class,
                            e -> assertThat(e.field()).isEqualTo("escalate_to"))
                    .hasMessageContaining("escalate_to ");
        }
        assertThat(new Assignee("x".repeat(200)).name()).hasSize(200);
    }

    @Test
    void mineIsTheUserAndTheRolesAnswersAreAssignedTo() {
        assertThat(Assignee.mine("Carol", List.of("compliance", "user"))).containsExactly("carol", "role:compliance");
        assertThat(Assignee.mine("dave", List.of())).containsExactly("dave");
    }
}
