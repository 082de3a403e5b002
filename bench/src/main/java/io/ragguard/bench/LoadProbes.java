package io.ragguard.bench;

import io.ragguard.text.Sentences;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * The requests {@link Load} sends, one kind at a time, and what makes a probe's answer a leak. Chat
 * questions and validations come from the demo knowledge base: the golden questions behind a random
 * lead-in, and contexts cut from the demo documents at random places and lengths under a random
 * section number, so that most contexts are new to the server's vector cache. Probes are validations
 * whose answer the chain must not let through: personal data (an e-mail address, a US SSN, a phone
 * number, unique per request) the PII validator must redact, and which is still personal data when
 * its digits are marked {@code [unverified: ...]}; and a tenfold dose the validators must not pass
 * as verified: refused, unverified, or repaired so that the dose is marked unverified or gone are all
 * safe; passed with the tenfold dose standing in the served answer is a leak. Bodies are built with a
 * shared builder factory: the clients share two cores with the server.
 */
final class LoadProbes {

    private static final JsonBuilderFactory JSON = Json.createBuilderFactory(Map.of());

    private static final List<String> LEAD_INS = List.of("", "Quick question: ", "Could you tell me: ",
            "I would like to know: ", "Please answer: ", "Help me understand: ", "Tell me: ", "One more thing: ",
            "A customer asks: ", "My manager wants to know: ", "For our records: ", "Briefly: ", "Hi there. ",
            "Sorry to bother you, ", "Urgent: ", "Out of interest: ");
    private static final List<String> ANSWER_LEADS = List.of("", "According to the policy, ", "The sources state that ",
            "In short, ", "As documented, ", "Per the guidance, ");
    private static final List<String> FIRST_NAMES = List.of("jane", "omar", "li", "maria", "tom", "aisha", "piotr",
            "sofia", "kenji", "grace");
    private static final List<String> LAST_NAMES = List.of("doe", "haddad", "wei", "garcia", "smith", "okafor",
            "nowak", "rossi", "tanaka", "mensah");
    private static final List<String> MAIL_DOMAINS = List.of("example.com", "example.org", "mail.example.net",
            "clinic.example");
    private static final List<String> AREA_CODES = List.of("555", "212", "415", "617", "303", "702");
    private static final List<String> PII_ANSWERS = List.of(
            "The patient can be reached at %1$s or on %3$s; their SSN is %2$s [1].",
            "Send the case report to %1$s, call %3$s and quote SSN %2$s [1].",
            "According to the file, SSN %2$s belongs to the caller, phone %3$s, e-mail %1$s [1].",
            "Please contact the reporter on %3$s (e-mail %1$s, social security number %2$s) [1].");
    private static final List<String> DRUG_STEMS = List.of("Zel", "Mar", "Dori", "Cal", "Vex", "Lum", "Tor", "Nexa",
            "Pra", "Quin", "Fen", "Ost");
    private static final List<String> DRUG_ENDINGS = List.of("voril", "tinex", "limab", "oxane", "prazole",
            "dronate", "cillin", "vastatin", "zepam", "sartan", "olol", "mectin");
    private static final List<String> DOSES = List.of("0.5", "1", "2", "2.5", "4", "5", "10", "12.5", "20", "25", "40",
            "50");
    private static final List<String> UNITS = List.of("mg", "mg", "mg", "mcg");
    private static final List<String> FREQUENCIES = List.of("once daily", "twice daily", "three times daily",
            "every 12 hours", "at bedtime");

    /** What a load client can send: where it goes, and whether its answer is judged for a leak. */
    enum Kind {
        CHAT("/api/chat/rag"), VALIDATE("/api/validate"), PII("/api/validate"), DOSE("/api/validate");

        final String path;

        Kind(String path) {
            this.path = path;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Kind parse(String label) {
            for (Kind kind : values()) {
                if (kind.label().equals(label.strip().toLowerCase(Locale.ROOT))) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("unknown kind " + label + " (chat, validate, pii, dose)");
        }
    }

    /** A request to send; for a probe, what must not stand in its served answer (personal data, the wrong dose) and what it stated. */
    record Probe(Kind kind, String body, List<String> forbidden, String stated) {
    }

    /** A golden question, its tenant, and where in the tenant's documents its answer is. */
    private record Golden(String question, String tenant, int document, int sentence) {
    }

    private final List<Golden> golden = new ArrayList<>();
    private final Map<String, List<List<String>>> sentences = new LinkedHashMap<>();

    LoadProbes() {
        for (String line : Corpora.resource("demo/golden.jsonl").lines().filter(l -> !l.isBlank()).toList()) {
            JsonObject question = Json.createReader(new StringReader(line)).readObject();
            String tenant = question.getString("tenant");
            List<List<String>> documents = sentences.computeIfAbsent(tenant, LoadProbes::documentSentences);
            String phrase = question.getJsonArray("expected_phrases").getValuesAs(JsonString.class).get(0).getString()
                    .toLowerCase(Locale.ROOT);
            for (int d = 0; d < documents.size(); d++) {
                int s = indexOf(documents.get(d), phrase);
                if (s >= 0) {
                    golden.add(new Golden(question.getString("question"), tenant, d, s));
                    break;
                }
            }
        }
        if (golden.isEmpty()) {
            throw new IllegalStateException("no golden question found its answer in the demo documents");
        }
    }

    /** A request of this kind; {@code unique} differs for every request of the run. */
    Probe next(Kind kind, Random random, long unique) {
        return switch (kind) {
            case CHAT -> chat(random);
            case VALIDATE -> validate(random);
            case PII -> pii(random, unique);
            case DOSE -> dose(random);
        };
    }

    /** Why the answer to a probe is a leak, or empty when it is none (or the request was no probe). */
    static Optional<String> leak(Probe probe, JsonObject answer) {
        if (probe.kind() == Kind.PII) {
            String patched = answer.getString("patched_answer", "");
            String unmarked = patched.replaceAll("\\[unverified: ([^\\]]*)]", "$1");
            List<String> kept = probe.forbidden().stream().filter(unmarked::contains).toList();
            return kept.isEmpty() ? Optional.empty()
                    : Optional.of("kept " + String.join(", ", kept) + " in \"" + excerpt(patched) + "\"");
        }
        if (probe.kind() == Kind.DOSE && answer.getBoolean("passed", false)
                && standing(answer.getString("patched_answer", ""), probe.forbidden())) {
            return Optional.of("passed \"" + probe.stated() + "\" (status " + answer.getString("status", "?") + ")");
        }
        return Optional.empty();
    }

    /** Whether one of the wrong figures stands in the answer as a plain statement, not marked unverified. */
    private static boolean standing(String served, List<String> wrong) {
        String unmarked = served.replaceAll("\\[unverified: [^\\]]*]", "");
        return wrong.stream().anyMatch(unmarked::contains);
    }

    private Probe chat(Random random) {
        Golden q = golden.get(random.nextInt(golden.size()));
        String body = JSON.createObjectBuilder().add("message", phrased(q.question(), random))
                .add("tenant", q.tenant()).build().toString();
        return new Probe(Kind.CHAT, body, List.of(), null);
    }

    /**
     * A golden question answered from a window around its answer sentence, cited, beside one or two
     * windows of other documents of the tenant; the answer's window sits at a random place.
     */
    private Probe validate(Random random) {
        Golden q = golden.get(random.nextInt(golden.size()));
        List<List<String>> documents = sentences.get(q.tenant());
        List<String> contexts = new ArrayList<>();
        for (int c = 1 + random.nextInt(2); c > 0; c--) {
            List<String> document = documents.get(random.nextInt(documents.size()));
            contexts.add(window(document, random.nextInt(document.size()), random));
        }
        int cited = random.nextInt(contexts.size() + 1);
        List<String> answerDocument = documents.get(q.document());
        contexts.add(cited, window(answerDocument, q.sentence(), random));
        String answer = ANSWER_LEADS.get(random.nextInt(ANSWER_LEADS.size()))
                + lowerFirst(answerDocument.get(q.sentence())).replaceAll("[.!?]+$", "") + " [" + (cited + 1) + "].";
        return new Probe(Kind.VALIDATE, validation(phrased(q.question(), random), answer, contexts, q.tenant()),
                List.of(), answer);
    }

    private Probe pii(Random random, long unique) {
        String email = FIRST_NAMES.get(random.nextInt(FIRST_NAMES.size())) + "."
                + LAST_NAMES.get(random.nextInt(LAST_NAMES.size())) + unique + "@"
                + MAIL_DOMAINS.get(random.nextInt(MAIL_DOMAINS.size()));
        String ssn = String.format(Locale.ROOT, "%03d-%02d-%04d", 100 + unique / (99 * 9999) % 500,
                1 + unique / 9999 % 99, 1 + unique % 9999);
        String area = AREA_CODES.get(random.nextInt(AREA_CODES.size()));
        String exchange = String.valueOf(200 + unique / 10_000 % 800);
        String line = String.format(Locale.ROOT, "%04d", unique % 10_000);
        String phone = switch (random.nextInt(3)) {
            case 0 -> area + "-" + exchange + "-" + line;
            case 1 -> "(" + area + ") " + exchange + "-" + line;
            default -> "+1 " + area + " " + exchange + " " + line;
        };
        String answer = String.format(Locale.ROOT, PII_ANSWERS.get(random.nextInt(PII_ANSWERS.size())), email, ssn,
                phone);
        Golden q = golden.get(random.nextInt(golden.size()));
        List<String> document = randomDocument(q.tenant(), random);
        String context = window(document, random.nextInt(document.size()), random);
        return new Probe(Kind.PII, validation("How can we reach the person who reported this?", answer,
                List.of(context), q.tenant()), List.of(email, ssn, phone), answer);
    }

    private Probe dose(Random random) {
        String drug = DRUG_STEMS.get(random.nextInt(DRUG_STEMS.size()))
                + DRUG_ENDINGS.get(random.nextInt(DRUG_ENDINGS.size()));
        String dose = DOSES.get(random.nextInt(DOSES.size()));
        String tenfold = new BigDecimal(dose).multiply(BigDecimal.TEN).stripTrailingZeros().toPlainString();
        String unit = UNITS.get(random.nextInt(UNITS.size()));
        String frequency = FREQUENCIES.get(random.nextInt(FREQUENCIES.size()));
        String context = "The recommended adult dose of " + drug + " is " + dose + " " + unit + " " + frequency + ".";
        String answer = "The recommended adult dose of " + drug + " is " + tenfold + " " + unit + " " + frequency
                + " [1].";
        List<String> contexts = new ArrayList<>(List.of(context));
        if (random.nextBoolean()) {
            List<String> document = randomDocument("helixpharma", random);
            contexts.add(window(document, random.nextInt(document.size()), random));
        }
        return new Probe(Kind.DOSE, validation("What is the recommended adult dose of " + drug + "?", answer, contexts,
                null), List.of(" " + tenfold + " " + unit), context + " -> " + answer);
    }

    private List<String> randomDocument(String tenant, Random random) {
        List<List<String>> documents = sentences.getOrDefault(tenant, sentences.values().iterator().next());
        return documents.get(random.nextInt(documents.size()));
    }

    private static String validation(String question, String answer, List<String> contexts, String tenant) {
        JsonArrayBuilder texts = JSON.createArrayBuilder();
        contexts.forEach(texts::add);
        var body = JSON.createObjectBuilder().add("question", question).add("answer", answer).add("contexts", texts);
        if (tenant != null) {
            body.add("tenant", tenant);
        }
        return body.build().toString();
    }

    /**
     * Two to four consecutive sentences starting up to two before {@code around}, under a numbered
     * section label, so that its first sentence is most likely one the server has not embedded yet.
     */
    private static String window(List<String> document, int around, Random random) {
        int from = Math.max(0, around - random.nextInt(3));
        int to = Math.min(document.size(), Math.max(around + 1, from + 2 + random.nextInt(3)));
        return "Section " + (1 + random.nextInt(999)) + ": " + String.join(" ", document.subList(from, to));
    }

    private static String phrased(String question, Random random) {
        String lead = LEAD_INS.get(random.nextInt(LEAD_INS.size()));
        return lead.isEmpty() ? question : lead + lowerFirst(question);
    }

    private static String lowerFirst(String text) {
        return Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    /** Each demo document of the tenant as its sentences, headings left out. */
    private static List<List<String>> documentSentences(String tenant) {
        List<List<String>> documents = new ArrayList<>();
        for (String[] titleAndText : Corpora.demoDocuments(tenant).values()) {
            String body = String.join(" ", titleAndText[1].lines().filter(l -> !l.startsWith("#")).toList());
            List<String> split = Sentences.split(body).stream().map(String::strip).filter(s -> s.length() > 20)
                    .toList();
            if (!split.isEmpty()) {
                documents.add(split);
            }
        }
        return documents;
    }

    private static int indexOf(List<String> sentences, String phrase) {
        for (int s = 0; s < sentences.size(); s++) {
            if (sentences.get(s).toLowerCase(Locale.ROOT).contains(phrase)) {
                return s;
            }
        }
        return -1;
    }

    static String excerpt(String text) {
        return text.length() <= 160 ? text : text.substring(0, 157) + "...";
    }
}
