package io.ragguard.validation.chain.control;

import io.ragguard.text.Sentences;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.faithfulness.Faithfulness;
import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.numeric.NumericUnits;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.text.Figure;
import io.ragguard.validation.text.Figures;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every figure of the demo pharma knowledge, copied into an answer with its unit, its bound or its
 * frequency swapped, is refused by numeric-units and by faithfulness: "within 24 hours" becomes "within
 * 24 days", "after 24 hours" and "every 24 hours", "every 12 months" "twice every 12 months"; and the
 * sentence as written passes both. (The knowledge states durations, not doses: doses with their
 * frequencies are swapped in {@link WrongFiguresTest}.)
 */
class SwappedFiguresTest {

    private static final Map<String, String> UNIT_SWAPS = Map.ofEntries(Map.entry("hours", "days"),
            Map.entry("hour", "day"), Map.entry("days", "weeks"), Map.entry("day", "week"), Map.entry("minutes", "hours"),
            Map.entry("months", "years"), Map.entry("month", "year"), Map.entry("years", "months"),
            Map.entry("year", "month"), Map.entry("weeks", "days"), Map.entry("°C", "°F"), Map.entry("mg", "mcg"),
            Map.entry("percent", "mg"), Map.entry("%", " mg"));
    private static final Map<String, String> BOUND_SWAPS = Map.ofEntries(Map.entry("within", "after"),
            Map.entry("more than", "less than"), Map.entry("less than", "more than"),
            Map.entry("at least", "at most"), Map.entry("up to", "at least"), Map.entry("greater than", "less than"),
            Map.entry("no later than", "later than"), Map.entry("for", "for at least"));
    private static final Pattern WORD_BEFORE = Pattern.compile("(within|more than|less than|at least|up to|"
            + "greater than|no later than|for)\\s+$");
    private static final Pattern UNIT_AT_END = Pattern.compile("(hours?|days?|minutes|months?|years?|weeks|°C|mg|"
            + "percent|%)$");

    private static final ExecutorService EXECUTOR = Executors.newFixedThreadPool(4);
    private static final List<Validator> VALIDATORS = List.of(new NumericUnits(),
            new Faithfulness(BagOfWords.grounding()));
    private static final Map<String, String> SETTINGS = Map.of("validation.budget-ms", "5000");

    @AfterAll
    static void stop() {
        EXECUTOR.shutdownNow();
    }

    @TestFactory
    Stream<DynamicTest> everyFigureOfThePharmaKnowledgeSwappedIsRefused() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String path : resource("demo/documents.txt").lines().filter(l -> l.startsWith("pharma/")).toList()) {
            String document = resource("demo/" + path);
            Evidence evidence = new Evidence(1, path, path, document, 0.9);
            for (String sentence : Sentences.split(document)) {
                List<Figure> figures = Figures.in(sentence);
                for (Figure figure : figures) {
                    for (String swapped : swaps(sentence, figure)) {
                        tests.add(DynamicTest.dynamicTest(path + ": " + swapped, () -> refused(swapped, evidence)));
                    }
                }
                if (!figures.isEmpty()) {
                    tests.add(DynamicTest.dynamicTest(path + " as written: " + sentence, () -> passes(sentence,
                            evidence)));
                }
            }
        }
        assertThat(tests).as("the pharma knowledge has figures to swap").hasSizeGreaterThan(60);
        return tests.stream();
    }

    /** The sentence with the figure's unit swapped, its bound swapped or added, and a frequency added. */
    private static List<String> swaps(String sentence, Figure figure) {
        List<String> swaps = new ArrayList<>();
        String before = sentence.substring(0, figure.start());
        String after = sentence.substring(figure.end());
        Matcher unit = UNIT_AT_END.matcher(figure.text());
        if (unit.find()) {
            swaps.add(before + figure.text().substring(0, unit.start()) + UNIT_SWAPS.get(unit.group(1)) + after);
        }
        Matcher bound = WORD_BEFORE.matcher(before);
        if (bound.find()) {
            swaps.add(before.substring(0, bound.start()) + BOUND_SWAPS.get(bound.group(1)) + " " + figure.text()
                    + after);
        } else if (figure.qualifiers().bound() == null) {
            swaps.add(before + "at least " + figure.text() + after);
        }
        if (figure.qualifiers().frequency() == null) {
            // a duration made the interval of a repetition: "within 24 hours" becomes "every 24 hours"
            String plain = bound.find(0) ? before.substring(0, bound.start()) : before;
            swaps.add(plain + "every " + figure.text() + after);
        } else if (figure.qualifiers().frequency().endsWith("/every") && before.endsWith("every ")) {
            swaps.add(before.substring(0, before.length() - "every ".length()) + "twice every " + figure.text()
                    + after);
        }
        return swaps;
    }

    private static void refused(String answer, Evidence evidence) {
        ValidationReport report = run(answer, evidence);
        assertThat(report.answerStatus()).as(report.toString()).isNotEqualTo(AnswerStatus.PASSED);
        assertThat(outcome(report, NumericUnits.NAME)).as("numeric-units: " + report).isEqualTo(Outcome.PATCHED);
        assertThat(outcome(report, Faithfulness.NAME)).as("faithfulness: " + report).isEqualTo(Outcome.PATCHED);
    }

    private static void passes(String answer, Evidence evidence) {
        ValidationReport report = run(answer, evidence);
        assertThat(report.answerStatus()).as(report.toString()).isEqualTo(AnswerStatus.PASSED);
    }

    private static Outcome outcome(ValidationReport report, String validator) {
        return report.results().stream().filter(r -> r.name().equals(validator)).map(ValidatorResult::outcome)
                .findFirst().orElseThrow();
    }

    private static ValidationReport run(String answer, Evidence evidence) {
        return new ChainRunner(VALIDATORS, name -> Optional.ofNullable(SETTINGS.get(name)), EXECUTOR)
                .run(new ValidationInput("What does the policy say?", answer, List.of(evidence), "helixpharma", true,
                        0.8), v -> true);
    }

    private static String resource(String name) {
        try (InputStream in = SwappedFiguresTest.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
