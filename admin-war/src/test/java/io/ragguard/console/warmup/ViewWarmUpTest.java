package io.ragguard.console.warmup;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ViewWarmUpTest {

    @Test
    void buildsThePagesASignInLeadsToFirstThenEveryOtherPageOnce() {
        Set<String> resources = Set.of("/WEB-INF/", "/resources/", "/users.xhtml", "/review.xhtml", "/error.html",
                "/audit.xhtml", "/login.xhtml");

        assertThat(ViewWarmUp.order(resources)).containsExactly("/", "/review.xhtml", "/audit.xhtml",
                "/login.xhtml", "/users.xhtml");
        assertThat(ViewWarmUp.order(null)).containsExactly("/", "/review.xhtml");
    }
}
