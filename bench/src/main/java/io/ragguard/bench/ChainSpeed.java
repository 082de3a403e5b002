package io.ragguard.bench;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.embedding.boundary.WordPieceTokenizer;
import io.ragguard.text.Sentences;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The whole validator chain's speed, measured through a running server's {@code POST /api/validate}
 * with every validator named: a ~150-token answer over three ~256-token contexts cut from the
 * development data (SummEdits and WiCE texts). Round one sends contexts the server has never seen
 * (it embeds their sentences); round two sends the same contexts with new answers, so the
 * evidence vectors come from the server's cache while the answers are embedded fresh, as in the
 * chat pipeline where evidence vectors come from the index. Reports the client's latency and the
 * chain's own time (the record's {@code validation} stage), and the ratio of the chain time to one
 * bare forward pass of the same model (one thread, as the server runs it) over the answer's tokens.
 *
 * <p>Start the server afresh ({@code ./mvnw liberty:run}: its vector cache would otherwise hold the
 * contexts of an earlier run), then
 * {@code ./mvnw -q -pl bench exec:java@chain-speed [-Drequests=200] [-Dbase.url=http://localhost:9080]}.
 * Answers are reworded at random ({@code -Dseed} fixes them), so no two runs send the same answers.
 * {@code -Dvalidators=faithfulness,claims} runs only those. {@code -Dwarmup=1000} first sends that
 * many requests over contexts the measured rounds never use (not timed), so that the server's JIT
 * compiler has settled: on a freshly started server it still takes a quarter of the two cores
 * through the first thousand requests.
 */
public final class ChainSpeed {

    private static final int CONTEXT_TOKENS = 256;
    private static final int ANSWER_TOKENS = 150;
    private static final List<String> LEADS = List.of("The sources state that ", "It is reported that ",
            "According to the context, ", "Notably, ", "In short, ", "The text says that ");

    private static final Pattern VALIDATOR_METRIC = Pattern.compile(
            "ragguard_validator_duration_seconds_(sum|count)\\{[^}]*validator=\"([^\"]+)\"[^}]*} ([0-9.eE+-]+)");

    private final Server server;

    private ChainSpeed(Server server) {
        this.server = server;
    }

    /** One request's inputs: three contexts and the answer and question written over them. */
    record Case(String question, String answer, List<String> contexts) {
    }

    public static void main(String[] args) throws Exception {
        int requests = Integer.getInteger("requests", 200);
        ChainSpeed bench = new ChainSpeed(Server.fromProperties());
        WordPieceTokenizer tokenizer = MiniLmModel.INT8.tokenizer(4096);
        int warmup = Integer.getInteger("warmup", 0);
        List<List<String>> all = contexts(tokenizer);
        if (all.size() < requests + 10 + (warmup > 0 ? 1 : 0)) {
            throw new IllegalStateException("only " + all.size() + " groups of contexts in the data");
        }
        List<List<String>> contexts = all.subList(0, requests + 10);
        // the server's own warm-up: contexts the measured rounds never send, so round one stays fresh
        List<List<String>> spare = all.subList(requests + 10, all.size());
        // -Dvalidators=a,b runs a subset, to see what each costs
        String subset = System.getProperty("validators", "");
        List<String> validators = subset.isBlank() ? bench.validators() : List.of(subset.split(","));
        System.out.println("validators: " + validators);
        Random random = new Random(Long.getLong("seed", System.nanoTime()));
        List<Case> fresh = new ArrayList<>();
        List<Case> cached = new ArrayList<>();
        for (List<String> three : contexts) {
            fresh.add(write(three, tokenizer, random));
            cached.add(write(three, tokenizer, random));
        }
        if (warmup > 0) {
            List<Case> warming = new ArrayList<>();
            for (int i = 0; i < warmup; i++) {
                warming.add(write(spare.get(i % spare.size()), tokenizer, random));
            }
            bench.round(warming, validators, "server warm-up (" + warmup + " requests on other contexts)");
        }
        bench.round(fresh.subList(0, Math.min(10, fresh.size())), validators, "warm-up");
        // the warm-up cases' contexts are now cached: time only the others in round one
        Timings first = bench.round(fresh.subList(Math.min(10, fresh.size()), fresh.size()), validators, "fresh");
        Timings second = bench.round(cached, validators, "cached");

        double forward = forwardMillis(cached, tokenizer);
        System.out.printf("bare forward pass over the answer (%d tokens median, 1 thread): p50 %.2f ms%n",
                medianTokens(cached, tokenizer), forward);
        JsonObject summary = Json.createObjectBuilder()
                .add("machine", Server.machine())
                .add("requests", cached.size())
                .add("validators", validators.size())
                .add("fresh", first.json())
                .add("cached", second.json())
                .add("forward_pass_ms_p50", round(forward))
                .add("ratio_cached_chain_to_forward_p50", round(second.chainP50() / forward))
                .build();
        System.out.println(summary);
    }

    /** Every validator the server has, from the settings catalogue ({@code validator.<name>.enabled}). */
    private List<String> validators() throws IOException, InterruptedException {
        String body = server.get("/api/admin/settings", true);
        Set<String> names = new TreeSet<>();
        try (JsonReader reader = Json.createReader(new StringReader(body))) {
            reader.readArray().forEach(v -> {
                String name = v.asJsonObject().getString("name");
                if (name.startsWith("validator.") && name.endsWith(".enabled")) {
                    names.add(name.substring("validator.".length(), name.length() - ".enabled".length()));
                }
            });
        }
        return List.copyOf(names);
    }

    /** Latencies of one round, in ms: the client's round trip and the chain's own time. */
    record Timings(double[] client, double[] chain, int passed, double cpuMillis) {

        double chainP50() {
            return EvaluateGrounding.Summary.percentile(chain, 50);
        }

        JsonObject json() {
            return Json.createObjectBuilder()
                    .add("client_p50_ms", round(EvaluateGrounding.Summary.percentile(client, 50)))
                    .add("client_p95_ms", round(EvaluateGrounding.Summary.percentile(client, 95)))
                    .add("chain_p50_ms", round(EvaluateGrounding.Summary.percentile(chain, 50)))
                    .add("chain_p95_ms", round(EvaluateGrounding.Summary.percentile(chain, 95)))
                    .add("passed", passed)
                    .add("server_cpu_ms_per_request", round(cpuMillis))
                    .build();
        }
    }

    private Timings round(List<Case> cases, List<String> validators, String label)
            throws IOException, InterruptedException {
        double[] client = new double[cases.size()];
        double[] chain = new double[cases.size()];
        int passed = 0;
        Map<String, double[]> before = validatorSeconds();
        double cpuBefore = server.cpuSeconds();
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            JsonArrayBuilder contexts = Json.createArrayBuilder();
            c.contexts().forEach(contexts::add);
            JsonArrayBuilder names = Json.createArrayBuilder();
            validators.forEach(names::add);
            String body = Json.createObjectBuilder().add("question", c.question()).add("answer", c.answer())
                    .add("contexts", contexts).add("validators", names).build().toString();
            long start = System.nanoTime();
            String response = server.post("/api/validate", body);
            client[i] = (System.nanoTime() - start) / 1e6;
            JsonObject verdict = Server.parse(response);
            passed += verdict.getBoolean("passed") ? 1 : 0;
            chain[i] = server.record(verdict.getString("request_id")).getJsonObject("latencies")
                    .getJsonNumber("validation_ms").doubleValue();
        }
        // the server's CPU time over the round, the record and metrics reads included
        double cpu = (server.cpuSeconds() - cpuBefore) * 1000 / cases.size();
        Timings timings = new Timings(client, chain, passed, cpu);
        System.out.println(label + ": " + timings.json());
        Map<String, double[]> after = validatorSeconds();
        StringBuilder means = new StringBuilder("  mean ms per validator (they overlap in the check phase):");
        after.entrySet().stream()
                .sorted(Comparator.comparingDouble((Map.Entry<String, double[]> e) -> -(e.getValue()[0]
                        - before.getOrDefault(e.getKey(), new double[2])[0])))
                .forEach(e -> {
                    double[] b = before.getOrDefault(e.getKey(), new double[2]);
                    double count = e.getValue()[1] - b[1];
                    if (count > 0) {
                        means.append(String.format(" %s %.1f", e.getKey(), 1000 * (e.getValue()[0] - b[0]) / count));
                    }
                });
        System.out.println(means);
        return timings;
    }

    /** Each validator's total seconds and runs so far, from the server's metrics. */
    private Map<String, double[]> validatorSeconds() throws IOException, InterruptedException {
        String metrics = server.get("/metrics?scope=application", false);
        Map<String, double[]> seconds = new TreeMap<>();
        Matcher m = VALIDATOR_METRIC.matcher(metrics);
        while (m.find()) {
            double[] pair = seconds.computeIfAbsent(m.group(2), k -> new double[2]);
            pair[m.group(1).equals("sum") ? 0 : 1] = Double.parseDouble(m.group(3));
        }
        return seconds;
    }

    /**
     * Groups of three ~256-token contexts: consecutive sentences of the SummEdits documents and WiCE
     * evidence, distinct texts only, every group the data holds, always in the same order.
     */
    static List<List<String>> contexts(WordPieceTokenizer tokenizer) {
        Set<String> texts = new LinkedHashSet<>();
        for (GroundingRows.Row row : GroundingRows.dataset("all").rows()) {
            if (!row.dataset().equals("halueval")) {
                texts.add(String.join(" ", row.contexts()));
            }
        }
        List<String> chunks = new ArrayList<>();
        for (String text : texts) {
            StringBuilder chunk = new StringBuilder();
            for (String sentence : Sentences.split(text)) {
                chunk.append(chunk.isEmpty() ? "" : " ").append(sentence);
                if (tokens(tokenizer, chunk.toString()) >= CONTEXT_TOKENS - 10) {
                    chunks.add(chunk.toString());
                    chunk.setLength(0);
                }
            }
        }
        List<List<String>> groups = new ArrayList<>();
        for (int i = 0; i + 3 <= chunks.size(); i += 3) {
            groups.add(List.of(chunks.get(i), chunks.get(i + 1), chunks.get(i + 2)));
        }
        return groups;
    }

    /**
     * An answer of about 150 tokens from the contexts' sentences, each cited, some with a figure or a
     * word changed (as a model's answer would drift), and a question over the first context.
     */
    static Case write(List<String> contexts, WordPieceTokenizer tokenizer, Random random) {
        List<String> pool = new ArrayList<>();
        for (int c = 0; c < contexts.size(); c++) {
            for (String sentence : Sentences.split(contexts.get(c))) {
                // reworded, as a model would, so that no answer sentence is an evidence sentence verbatim
                String lead = LEADS.get(random.nextInt(LEADS.size()));
                pool.add(lead + Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1)
                        .replaceAll("[.!?]+$", "") + " [" + (c + 1) + "].");
            }
        }
        StringBuilder answer = new StringBuilder();
        while (tokens(tokenizer, answer.toString()) < ANSWER_TOKENS && !pool.isEmpty()) {
            String sentence = pool.remove(random.nextInt(pool.size()));
            if (random.nextInt(4) == 0) {
                sentence = sentence.replaceFirst("\\d+", String.valueOf(random.nextInt(90) + 10));
            }
            answer.append(answer.isEmpty() ? "" : " ").append(sentence);
        }
        String[] words = Sentences.split(contexts.get(0)).get(0).split("\\s+");
        String topic = String.join(" ", List.of(words).subList(0, Math.min(8, words.length)));
        return new Case("What do the sources say about " + topic + "?", answer.toString(), contexts);
    }

    private static int tokens(WordPieceTokenizer tokenizer, String text) {
        return text.isEmpty() ? 0 : tokenizer.encode(text).length;
    }

    private static int medianTokens(List<Case> cases, WordPieceTokenizer tokenizer) {
        int[] counts = cases.stream().mapToInt(c -> tokens(tokenizer, c.answer())).sorted().toArray();
        return counts[counts.length / 2];
    }

    /** The median time of one forward pass of the int8 model, one thread, over each answer in one sequence. */
    private static double forwardMillis(List<Case> cases, WordPieceTokenizer tokenizer) throws IOException {
        try (MiniLmEncoder encoder = MiniLmModel.INT8.open(Files.createTempDirectory("ragguard-chain"), 512, 1)) {
            for (int i = 0; i < 20; i++) {
                encoder.embed(cases.get(i % cases.size()).answer());
            }
            double[] millis = new double[cases.size()];
            for (int i = 0; i < cases.size(); i++) {
                long start = System.nanoTime();
                encoder.embed(cases.get(i).answer());
                millis[i] = (System.nanoTime() - start) / 1e6;
            }
            return EvaluateGrounding.Summary.percentile(millis, 50);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
