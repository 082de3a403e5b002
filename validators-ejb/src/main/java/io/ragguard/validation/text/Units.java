package io.ragguard.validation.text;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one form each unit is compared in, however a text writes it: "4 grams" and "4 g" are both {@code g},
 * "$5" and "5 dollars" {@code usd}, "£5" {@code gbp}, "10 per cent" {@code %}, "3 business days" {@code day}.
 * The figures check ({@link Figures}), the qualifiers of a figure ({@link Qualifiers}) and the grounding
 * features all compare units in these forms, so the validators cannot disagree on what a unit is. The word
 * "pound" is the weight ({@code lb}); the sign £ is the currency. Durations compare across their units
 * ({@link #same}): "2 hours" and "120 minutes" are one duration.
 */
public final class Units {

    private static final Map<String, String> CANONICAL = Map.ofEntries(
            // money
            Map.entry("$", "usd"), Map.entry("dollar", "usd"), Map.entry("€", "eur"), Map.entry("euro", "eur"),
            Map.entry("£", "gbp"), Map.entry("¥", "jpy"),
            // shares
            Map.entry("percent", "%"), Map.entry("per cent", "%"), Map.entry("percentage", "%"),
            Map.entry("percentage point", "%"),
            // time
            Map.entry("business day", "day"), Map.entry("business week", "week"), Map.entry("business month", "month"),
            Map.entry("working day", "day"), Map.entry("working week", "week"), Map.entry("working month", "month"),
            Map.entry("calendar day", "day"), Map.entry("calendar week", "week"), Map.entry("calendar month", "month"),
            Map.entry("hr", "hour"), Map.entry("hrs", "hour"), Map.entry("h", "hour"), Map.entry("min", "minute"),
            Map.entry("sec", "second"),
            // mass
            Map.entry("milligram", "mg"), Map.entry("microgram", "mcg"), Map.entry("µg", "mcg"),
            Map.entry("μg", "mcg"), Map.entry("gram", "g"), Map.entry("kilogram", "kg"), Map.entry("lbs", "lb"),
            Map.entry("pound", "lb"),
            // volume
            Map.entry("milliliter", "ml"), Map.entry("millilitre", "ml"), Map.entry("liter", "l"),
            Map.entry("litre", "l"),
            // length and area
            Map.entry("millimeter", "mm"), Map.entry("millimetre", "mm"), Map.entry("centimeter", "cm"),
            Map.entry("centimetre", "cm"), Map.entry("meter", "m"), Map.entry("metre", "m"),
            Map.entry("kilometer", "km"), Map.entry("kilometre", "km"), Map.entry("mile", "mi"),
            Map.entry("feet", "ft"), Map.entry("foot", "ft"), Map.entry("inche", "inch"), Map.entry("m²", "m2"),
            Map.entry("sq m", "m2"), Map.entry("sq. m", "m2"), Map.entry("sqm", "m2"), Map.entry("square meter", "m2"),
            Map.entry("square metre", "m2"));

    /**
     * Durations that convert exactly, by how many of the smallest, the second, each is. A month is no fixed
     * number of days, so months and years are counted apart, in {@link #MONTHS}: "30 days" is not "1 month".
     */
    private static final Map<String, BigDecimal> SECONDS = Map.of("ms", new BigDecimal("0.001"),
            "second", BigDecimal.ONE, "minute", BigDecimal.valueOf(60), "hour", BigDecimal.valueOf(3_600),
            "day", BigDecimal.valueOf(86_400), "week", BigDecimal.valueOf(604_800));
    /** Durations counted in months: "12 months" is "1 year". */
    private static final Map<String, BigDecimal> MONTHS = Map.of("month", BigDecimal.ONE, "year", BigDecimal.valueOf(12));
    private static final Pattern DECIMAL = Pattern.compile("\\d+(?:\\.\\d+)?");

    private Units() {
    }

    /**
     * Whether {@code value} in {@code unit} is the amount {@code otherValue} in {@code otherUnit} is (values
     * as plain decimals, units in their {@link #canonical} forms): the same value in the same unit, or the
     * same duration in two units of time ("2 hours" is "120 minutes", not "30 minutes"; "1 year" is "12
     * months"), so that a figure is not taken for another only because it is written in other units. Other
     * units are not converted: "1 kg" is not "1000 g" here, as no check needed that yet.
     */
    public static boolean same(String value, String unit, String otherValue, String otherUnit) {
        if (value.equals(otherValue) && unit.equals(otherUnit)) {
            return true;
        }
        for (Map<String, BigDecimal> durations : List.of(SECONDS, MONTHS)) {
            if (durations.containsKey(unit) && durations.containsKey(otherUnit)
                    && DECIMAL.matcher(value).matches() && DECIMAL.matcher(otherValue).matches()) {
                return new BigDecimal(value).multiply(durations.get(unit))
                        .compareTo(new BigDecimal(otherValue).multiply(durations.get(otherUnit))) == 0;
            }
        }
        return false;
    }

    /**
     * The form {@code written} is compared in: lower case, white space collapsed, a plural made singular, and
     * a known name, abbreviation or sign replaced by its symbol ("Milligrams" is {@code mg}, "°F" and
     * "degrees Fahrenheit" are {@code °f}); "" for none. A word that is no known unit comes back in that
     * lower-case singular form ("tablets" is {@code tablet}).
     */
    public static String canonical(String written) {
        if (written == null) {
            return "";
        }
        String u = written.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (u.startsWith("°")) {
            return u.replace(" ", "");
        }
        if (u.startsWith("degree")) {
            return "°" + (u.endsWith("fahrenheit") || u.endsWith("f") ? "f" : "c");
        }
        if (CANONICAL.containsKey(u)) {
            return CANONICAL.get(u);
        }
        if (u.length() > 3 && u.endsWith("s") && !u.endsWith("ss")) {
            u = u.substring(0, u.length() - 1);
        }
        return CANONICAL.getOrDefault(u, u);
    }
}
