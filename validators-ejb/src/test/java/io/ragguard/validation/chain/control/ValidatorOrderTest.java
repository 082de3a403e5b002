package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.validation.citation.CitationRequired;
import io.ragguard.validation.confidence.Confidence;
import io.ragguard.validation.overlap.EvidenceOverlap;
import io.ragguard.validation.pii.PiiLeakage;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ValidatorOrderTest {

    @Test
    void runsEachValidatorAfterTheOnesItNames() {
        List<Validator> ordered = ValidatorOrder.sort(List.of(
                stub("a", "c"), stub("b"), stub("c", "b")));

        assertThat(names(ordered)).containsExactly("b", "c", "a");
    }

    @Test
    void ordersUnrelatedValidatorsByName() {
        assertThat(names(ValidatorOrder.sort(List.of(stub("zeta"), stub("alpha"), stub("mu")))))
                .containsExactly("alpha", "mu", "zeta");
        assertThat(names(ValidatorOrder.sort(List.of(stub("mu"), stub("zeta"), stub("alpha")))))
                .containsExactly("alpha", "mu", "zeta");
    }

    @Test
    void ordersValidatorsTheirDependenciesLeaveFreeByRankThenByName() {
        Map<String, Long> ranks = Map.of("zeta", 1L, "b", 5L);

        List<Validator> ordered = ValidatorOrder.sort(List.of(stub("zeta"), stub("alpha"), stub("b"), stub("a", "b")),
                v -> ranks.getOrDefault(v.name(), 100L));

        assertThat(names(ordered)).as("a stays after b, whatever its rank").containsExactly("zeta", "b", "a", "alpha");
    }

    @Test
    void ignoresDependenciesThatAreNotPresent() {
        assertThat(names(ValidatorOrder.sort(List.of(stub("b", "missing"), stub("a")))))
                .containsExactly("a", "b");
    }

    @Test
    void rejectsCycles() {
        assertThatThrownBy(() -> ValidatorOrder.sort(List.of(stub("a", "b"), stub("b", "a"), stub("c"))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cycle")
                .hasMessageContaining("[a, b]");
    }

    @Test
    void rejectsTwoValidatorsWithOneName() {
        assertThatThrownBy(() -> ValidatorOrder.sort(List.of(stub("a"), stub("a"))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("a");
    }

    @Test
    void ordersByPhaseFirstThenDependenciesThenName() {
        List<Validator> ordered = ValidatorOrder.sort(List.of(
                stub("aa-tone", Phase.TONE), stub("b-patch", Phase.PATCH, "a-patch"), stub("a-patch", Phase.PATCH),
                stub("z-check", Phase.CHECK), stub("c-patch", Phase.PATCH), stub("y-language", Phase.LANGUAGE),
                stub("m-check", Phase.CHECK, "z-check")));

        assertThat(names(ordered)).containsExactly("y-language", "z-check", "m-check",
                "a-patch", "b-patch", "c-patch", "aa-tone");
    }

    @Test
    void acceptsADependencyOnAnEarlierPhase() {
        assertThat(names(ValidatorOrder.sort(List.of(stub("patch", Phase.PATCH, "check"), stub("check")))))
                .containsExactly("check", "patch");
    }

    @Test
    void rejectsADependencyOnALaterPhase() {
        assertThatThrownBy(() -> ValidatorOrder.sort(List.of(stub("check", Phase.CHECK, "patch"),
                stub("patch", Phase.PATCH))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("check").hasMessageContaining("patch").hasMessageContaining("PATCH");
    }

    @Test
    void defaultsToTheCheckPhase() {
        assertThat(stub("plain").phase()).isEqualTo(Phase.CHECK);
    }

    @Test
    void runsTheBuiltInChecksFirstThenThePatchersFromCitationsToConfidence() {
        List<Validator> builtIn = List.of(new Confidence(), new PiiLeakage(), new EvidenceOverlap(),
                new CitationRequired());

        assertThat(names(ValidatorOrder.sort(builtIn)))
                .containsExactly("evidence-overlap", "citation-required", "pii-leakage", "confidence");
    }

    @Test
    void listsTheDependenciesPresentAmongCandidates() {
        Validator b = stub("b", "a", "missing");

        assertThat(ValidatorOrder.dependencies(b, List.of(stub("a"), b, stub("c")))).containsExactly("a");
    }

    private static List<String> names(List<Validator> validators) {
        return validators.stream().map(Validator::name).toList();
    }

    private static Validator stub(String name, String... after) {
        return new Stub(name, Phase.CHECK, Set.of(after));
    }

    private static Validator stub(String name, Phase phase, String... after) {
        return new Stub(name, phase, Set.of(after));
    }

    private record Stub(String name, Phase phase, Set<String> after) implements Validator {
        @Override
        public Descriptor descriptor() {
            return new Descriptor(name, phase, "nothing", null, false, after, false);
        }

        @Override
        public Verdict validate(ValidationInput input, ValidatorSettings settings) {
            return Verdict.pass(1.0, null);
        }
    }
}
