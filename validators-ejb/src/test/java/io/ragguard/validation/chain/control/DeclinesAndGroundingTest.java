package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.faithfulness.Faithfulness;
import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every reply that does not answer is one status, declined, with the reason of whatever made it so; the
 * grounding checks judge the answer as the repairs left it; a validator that cannot vouch for an answer
 * serves it flagged.
 */
class DeclinesAndGroundingTest {

    private static final List<Evidence> EVIDENCE = List.of(new Evidence(1, "bb#0", "BlueBay Rewards",
            "BlueBay Rewards members get free returns for 60 days on full-price purchases.", 0.8));

    private final ExecutorService executor = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @Test
    void judgesTheAnswerAsTheRepairsLeftIt() {
        Validator terms = patch("terminology", (input, s) -> input.answer().contains("Trail Points")
                ? Verdict.fail(0.0, null, "rival_term").withPatch(input.answer().replace("Trail Points", "BlueBay Rewards"))
                : Verdict.pass(1.0, null));

        ValidationReport report = run(input("Trail Points members get free returns for 60 days on full-price "
                + "purchases."), terms, new Faithfulness(BagOfWords.grounding()));

        assertThat(outcome(report, "faithfulness")).as(report.toString()).isEqualTo(Outcome.PASS);
        assertThat(report.answer()).startsWith("BlueBay Rewards members");
        assertThat(report.answerStatus()).isEqualTo(AnswerStatus.PATCHED);
    }

    @Test
    void aModelThatSaysItsSourcesDoNotAnswerDeclinesForWantOfContext() {
        ValidationReport report = run(input("Unable to answer based on given passages."),
                new Faithfulness(BagOfWords.grounding()));

        assertThat(report.answerStatus()).isEqualTo(AnswerStatus.DECLINED);
        assertThat(report.declineReason()).isEqualTo(DeclineReason.NO_CONTEXT);
        assertThat(report.passed()).isTrue();
        assertThat(report.answer()).isEqualTo("Unable to answer based on given passages.");
    }

    @Test
    void aReplyAPatchDeclinedCarriesThatPatchsReason() {
        Validator offTopic = patch("answer-relevancy", (input, s) -> Verdict.fail(0.1, 0.25, "off_topic")
                .declining("I don't know.", DeclineReason.OFF_TOPIC));

        ValidationReport report = run(input("Our stores open at 9 am."), offTopic,
                new Faithfulness(BagOfWords.grounding()));

        assertThat(report.answerStatus()).isEqualTo(AnswerStatus.DECLINED);
        assertThat(report.declineReason()).isEqualTo(DeclineReason.OFF_TOPIC);
        assertThat(outcome(report, "faithfulness")).as("a decline is not judged").isEqualTo(Outcome.SKIPPED);
    }

    @Test
    void anAnswerWithNoSupportedClaimDeclinesAsUnsupported() {
        ValidationReport report = run(input("Members get free returns for 90 days. Shipping is free on Sundays."),
                new Faithfulness(BagOfWords.grounding()));

        assertThat(report.answerStatus()).isEqualTo(AnswerStatus.DECLINED);
        assertThat(report.declineReason()).isEqualTo(DeclineReason.UNSUPPORTED);
        assertThat(report.answer()).isEqualTo(Faithfulness.DEFAULT_TEMPLATE);
    }

    @Test
    void anAnswerAValidatorCannotVouchForIsServedFlagged() {
        Validator unsure = patch("unsure", (input, s) -> Verdict.unverified(0.0, null, "unsupported_language"));

        ValidationReport report = run(input("BlueBay Rewards members get free returns for 60 days."), unsure);

        assertThat(report.answerStatus()).isEqualTo(AnswerStatus.UNVERIFIED);
        assertThat(report.passed()).isFalse();
        assertThat(report.refused()).isFalse();
        assertThat(report.answer()).isEqualTo("BlueBay Rewards members get free returns for 60 days.");
    }

    @Test
    void aRefusalStaysARefusal() {
        Validator refusing = patch("pii-leakage", (input, s) -> Verdict.fail(0.0, null, "pii_email"));

        ValidationReport report = run(input("I don't know. Write to jo@example.com."), refusing);

        assertThat(report.answerStatus()).isEqualTo(AnswerStatus.FAILED);
        assertThat(report.declineReason()).isNull();
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("How long do BlueBay Rewards members have for returns?", answer, EVIDENCE,
                "bluebay", true, 0.8);
    }

    private ValidationReport run(ValidationInput input, Validator... validators) {
        return new ChainRunner(List.of(validators), name -> Optional.ofNullable(
                Map.of("validation.budget-ms", "5000").get(name)), executor).run(input, v -> true);
    }

    private static Outcome outcome(ValidationReport report, String name) {
        return report.results().stream().filter(r -> r.name().equals(name)).map(ValidatorResult::outcome)
                .findFirst().orElseThrow();
    }

    private static Validator patch(String name, BiFunction<ValidationInput, ValidatorSettings, Verdict> judge) {
        return new Validator() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Phase phase() {
                return Phase.PATCH;
            }

            @Override
            public Descriptor descriptor() {
                return Descriptor.of(name, Phase.PATCH, "what the test gives it");
            }

            @Override
            public Verdict validate(ValidationInput input, ValidatorSettings settings) {
                return judge.apply(input, settings);
            }
        };
    }
}
