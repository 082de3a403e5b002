package io.ragguard.bench;

import io.ragguard.validation.grounding.CommonWords;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes the hallucinated twin of a faithful statement, as FactCC does: one fact changed, a number
 * (a year moved by up to twelve, another number by a share of itself), a name swapped for another
 * name of the corpus, or a statement negated (or its negation dropped), whichever the statement
 * allows, chosen at random.
 */
final class FactChange {

    /** A number, not a citation marker's ("[1]" is no fact). */
    private static final Pattern NUMBER = Pattern.compile("(?<!\\[)\\b\\d[\\d,.]*\\b(?!])");
    private static final Pattern NAME = Pattern.compile("(?<=\\s)[A-Z][a-z]+(?:\\s[A-Z][a-z]+)*");
    private static final Pattern AUXILIARY =
            Pattern.compile("\\b(is|was|are|were|has|have|had|can|will|does|did|could|would)\\b");
    private static final Pattern NEGATED =
            Pattern.compile("\\b(is|was|are|were|has|have|had|can|will|does|did|could|would) not\\b");

    private final Random random;
    private final List<String> names = new ArrayList<>();

    FactChange(Random random) {
        this.random = random;
    }

    /** Collects the names of a text, the names a twin may swap in. */
    void learnNames(String text) {
        Matcher name = NAME.matcher(text);
        while (name.find()) {
            if (isName(name.group())) {
                names.add(name.group());
            }
        }
    }

    /** The statement with one fact changed; empty when it holds no number, name or auxiliary verb. */
    Optional<String> twin(String statement) {
        List<String> twins = new ArrayList<>();
        Matcher number = NUMBER.matcher(statement);
        if (number.find()) {
            twins.add(statement.substring(0, number.start()) + otherNumber(number.group())
                    + statement.substring(number.end()));
        }
        Matcher name = NAME.matcher(statement);
        while (name.find() && !names.isEmpty()) {
            String other = names.get(random.nextInt(names.size()));
            if (isName(name.group()) && !statement.contains(other)) {
                twins.add(statement.substring(0, name.start()) + other + statement.substring(name.end()));
                break;
            }
        }
        Matcher negated = NEGATED.matcher(statement);
        Matcher auxiliary = AUXILIARY.matcher(statement);
        if (negated.find()) {
            twins.add(statement.substring(0, negated.start()) + negated.group(1) + statement.substring(negated.end()));
        } else if (auxiliary.find()) {
            twins.add(statement.substring(0, auxiliary.end()) + " not" + statement.substring(auxiliary.end()));
        }
        return twins.isEmpty() ? Optional.empty() : Optional.of(twins.get(random.nextInt(twins.size())));
    }

    private String otherNumber(String number) {
        String digits = number.replaceAll("[^0-9]", "");
        if (digits.length() == 4 && (digits.startsWith("19") || digits.startsWith("20"))) {
            int year = Integer.parseInt(digits);
            return String.valueOf(year + (random.nextBoolean() ? 1 : -1) * (1 + random.nextInt(12)));
        }
        long value = Long.parseLong(digits.length() > 12 ? digits.substring(0, 12) : digits);
        long other = value < 3 ? value + 2 + random.nextInt(5) : value + (random.nextBoolean() ? 1 : -1)
                * Math.max(1, value / (2 + random.nextInt(4)));
        return String.valueOf(other);
    }

    /** A capitalised common word ("What", "The") is not a name. */
    private static boolean isName(String words) {
        return !CommonWords.contains(words.split(" ")[0].toLowerCase(Locale.ROOT));
    }
}
