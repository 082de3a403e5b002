package io.ragguard.validation.text;

import java.util.Locale;
import java.util.Map;

/**
 * The one form each unit is compared in, however a text writes it: "4 grams" and "4 g" are both {@code g},
 * "$5" and "5 dollars" {@code usd}, "£5" {@code gbp}, "10 per cent" {@code %}, "3 business days" {@code day}.
 * The figures check ({@link Figures}), the qualifiers of a figure ({@link Qualifiers}) and the grounding
 * features all compare units in these forms, so the validators cannot disagree on what a unit is. The word
 * "pound" is the weight ({@code lb}); the sign £ is the currency.
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

    private Units() {
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
