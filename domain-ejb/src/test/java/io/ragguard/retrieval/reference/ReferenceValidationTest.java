package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.ragguard.retrieval.reference.Passages.numbered;
import static org.assertj.core.api.Assertions.assertThat;

class ReferenceValidationTest {

    private static ReferenceValidation disabled() {
        ReferenceValidation validation = new ReferenceValidation();
        validation.enabled = () -> false;
        validation.model = () -> "some-llm";
        validation.maxRefs = () -> 2;
        return validation;
    }

    @Test
    void keepsEveryPassageWhenDisabledWhateverTheMaximum() {
        List<Passage> passages = numbered(6);

        assertThat(disabled().filter("q", passages)).isEqualTo(passages);
    }

    @Test
    void acceptsEveryPassageWhenDisabled() {
        ReferenceValidation validation = disabled();

        assertThat(validation.validator()).isInstanceOf(NoReferenceValidation.class);
        assertThat(validation.judge("q", numbered(3))).extracting(JudgedPassage::decision)
                .containsExactly(PassageDecision.ACCEPT, PassageDecision.ACCEPT, PassageDecision.ACCEPT);
    }
}
