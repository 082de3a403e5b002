package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationRequest;
import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.answering.boundary.EvaluationRow.Kind;
import io.ragguard.request.InvalidRequestException;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

class EvaluationFilesTest {

    private static List<EvaluationRow> read(String fileName, String text) {
        return EvaluationFiles.read(fileName, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** One line as published in /work/shared/data, kept under src/test/resources/evaluation. */
    private static List<EvaluationRow> published(String fileName) {
        InputStream line = EvaluationFilesTest.class.getResourceAsStream("/evaluation/" + fileName);
        assertThat(line).as(fileName).isNotNull();
        return EvaluationFiles.read(fileName, line);
    }

    private static JsonArray array(String json) {
        return Json.createReader(new StringReader(json)).readArray();
    }

    private static InvalidRequestException refusal(ThrowingCallable call) {
        Throwable thrown = catchThrowable(call);
        assertThat(thrown).isInstanceOf(InvalidRequestException.class);
        return (InvalidRequestException) thrown;
    }

    private static String fileRefusal(String fileName, String text) {
        InvalidRequestException refusal = refusal(() -> read(fileName, text));
        assertThat(refusal.field()).isEqualTo("file");
        return refusal.reason();
    }

    @Test
    void readsValidateRowsFromJsonLinesWithEachFormOfContexts() {
        List<EvaluationRow> rows = read("rows.jsonl", """
                {"question": " How long? ", "answer": "30 days [1].", "contexts": ["30 days.", "Refunds."], "label": "faithful"}
                {"question": "How long?", "answer": "60 days [1].", "contexts": [{"id": "r", "text": "30 days."}], "label": "Hallucinated"}

                {"question": "How long?", "answer": "30 days [1].", "contexts": "30 days.", "label": true}
                {"question": "How long?", "answer": "30 days.", "label": 0}
                """);

        assertThat(rows).extracting(EvaluationRow::kind).containsOnly(Kind.VALIDATE);
        assertThat(rows).extracting(EvaluationRow::faithful).containsExactly(true, false, true, false);
        assertThat(rows.get(0).question()).isEqualTo("How long?");
        assertThat(rows.get(0).contexts()).containsExactly("30 days.", "Refunds.");
        assertThat(rows.get(1).contexts()).containsExactly("30 days.");
        assertThat(rows.get(2).contexts()).containsExactly("30 days.");
        assertThat(rows.get(3).contexts()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"'\"faithful\"', true", "'\"HALLUCINATED\"', false", "true, true", "false, false", "1, true",
            "0, false", "'\"1\"', true", "'\"0\"', false", "'\"true\"', true", "'\"False\"', false",
            "'\"supported\"', true", "'\"not_supported\"', false", "'\"partially_supported\"', false",
            "'\"unsupported\"', false", "'\"consistent\"', true", "'\"inconsistent\"', false"})
    void acceptsEverySpellingOfTheLabel(String label, boolean faithful) {
        List<EvaluationRow> rows = EvaluationFiles.rows(array(
                "[{\"question\": \"Q?\", \"answer\": \"A.\", \"label\": " + label + "}]"));

        assertThat(rows).singleElement().extracting(EvaluationRow::faithful).isEqualTo(faithful);
    }

    @Test
    void aFaithfulFlagStandsInForTheLabel() {
        List<EvaluationRow> rows = EvaluationFiles.rows(array("""
                [{"question": "Q?", "answer": "A.", "contexts": ["C."], "faithful": false},
                 {"question": "Q?", "answer": "A.", "contexts": ["C."], "faithful": true}]"""));

        assertThat(rows).extracting(EvaluationRow::label).containsExactly("hallucinated", "faithful");
    }

    @Test
    void chatRowsTakeAnExpectedPhraseOrNoneForAQuestionTheKnowledgeCannotAnswer() {
        List<EvaluationRow> rows = read("chat.jsonl", """
                {"question": "How long is the return window?", "tenant": "northwind", "expected": "60 days"}
                {"question": "Do you rent tents?", "expected": null}
                """);

        assertThat(rows).extracting(EvaluationRow::kind).containsOnly(Kind.CHAT);
        assertThat(rows.get(0).tenant()).isEqualTo("northwind");
        assertThat(rows.get(0).expected()).isEqualTo("60 days");
        assertThat(rows.get(0).label()).isEqualTo("answerable");
        assertThat(rows.get(1).tenant()).isNull();
        assertThat(rows.get(1).expected()).isNull();
        assertThat(rows.get(1).label()).isEqualTo("unanswerable");
    }

    @Test
    void aGoldenQuestionExpectsTheFirstOfItsPhrases() {
        List<EvaluationRow> rows = read("golden.jsonl", """
                {"question": "How much is express shipping?", "expected_phrases": ["$14.95", "within 2 business days"]}
                """);

        assertThat(rows).singleElement().extracting(EvaluationRow::expected).isEqualTo("$14.95");
    }

    @Test
    void aHaluEvalRowBecomesOneFaithfulRowAndOneHallucinatedRowPerWrongAnswer() {
        List<EvaluationRow> rows = published("halueval-qa-dev.jsonl");

        assertThat(rows).extracting(EvaluationRow::answer).containsExactly("yes", "No, Pam Veasey is Canadian.",
                "Pam Veasey is American, but Jon Jost is not.");
        assertThat(rows).extracting(EvaluationRow::faithful).containsExactly(true, false, false);
        assertThat(rows).extracting(EvaluationRow::question).containsOnly("Are Pam Veasey and Jon Jost both American?");
        assertThat(rows.get(2).contexts()).singleElement().asString()
                .startsWith("Pamela Renea Veasey (born May 25, 1962)")
                .endsWith("is an American independent filmmaker.");
    }

    @Test
    void aSummEditsRowJudgesTheSummaryOnItsArticle() {
        EvaluationRow row = published("summedits-news.jsonl").get(0);

        assertThat(row.question()).isEqualTo("Summarize the article.");
        assertThat(row.answer()).startsWith("Shares in the pizza giant have tumbled");
        assertThat(row.contexts()).singleElement().asString().startsWith("The boss of pizza giant Domino's")
                .endsWith("hurt how often customers ordered pizza.");
        assertThat(row.faithful()).isFalse();
    }

    @Test
    void aWiceRowJudgesTheClaimOnItsEvidenceSentencesAsOneContext() {
        EvaluationRow row = published("wice-claims-dev.jsonl").get(0);

        assertThat(row.question()).startsWith("Fox was then chosen to be part of the 2018 Games")
                .isEqualTo(row.answer());
        assertThat(row.contexts()).singleElement().asString()
                .startsWith("(meta data) TITLE: Toby Fox BillionairesAll")
                .endsWith("Dropping Out Of Harvard Isn't An Easy Choice. This Founder Did It Three Times.");
        assertThat(row.faithful()).as("partially supported").isFalse();
    }

    @Test
    void aRagTruthRowAsPublishedIsRefusedWithTheWayToMapIt() {
        Throwable thrown = catchThrowable(() -> published("ragtruth-qa-human.jsonl"));

        assertThat(thrown).isInstanceOf(InvalidRequestException.class);
        assertThat(((InvalidRequestException) thrown).reason()).startsWith("row 1: a RAGTruth row needs its source's "
                + "question and passages").contains("see docs/evaluation.md, Batch evaluations");
    }

    @Test
    void csvCellsMayHoldCommasQuotesAndLineBreaks() {
        List<EvaluationRow> rows = read("rows.csv", "Question,Answer,Contexts,Label\r\n"
                + "\"Which fees apply?\",\"A flat fee of $4.95, deducted from the refund [1].\","
                + "\"Returns shipped with the \"\"prepaid\"\" label cost $4.95.\nDrop-offs are free.\",faithful\r\n"
                + "\r\n"
                + "Is it free?,\"Yes, always.\",Drop-offs are free.,0\r\n");

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).answer()).isEqualTo("A flat fee of $4.95, deducted from the refund [1].");
        assertThat(rows.get(0).contexts())
                .containsExactly("Returns shipped with the \"prepaid\" label cost $4.95.\nDrop-offs are free.");
        assertThat(rows.get(1).question()).isEqualTo("Is it free?");
        assertThat(rows.get(1).faithful()).isFalse();
    }

    @Test
    void csvNumberedContextColumnsBecomeContextsInTheirOrder() {
        List<EvaluationRow> rows = read("rows.csv", """
                question,answer,context_2,Context 1,context_3,label
                How long?,30 days [1].,Refunds in 5 days.,Returns take 30 days.,,true
                """);

        assertThat(rows).singleElement().extracting(EvaluationRow::contexts)
                .isEqualTo(List.of("Returns take 30 days.", "Refunds in 5 days."));
    }

    @Test
    void aCsvContextsCellMayHoldAJsonArray() {
        List<EvaluationRow> rows = read("rows.csv", """
                question,answer,contexts,label
                How long?,30 days [1].,"[""Returns take 30 days."", {""text"": ""Refunds in 5 days.""}]",faithful
                """);

        assertThat(rows.get(0).contexts()).containsExactly("Returns take 30 days.", "Refunds in 5 days.");
    }

    @Test
    void csvChatRowsWithAnEmptyExpectedCellAreUnanswerable() {
        List<EvaluationRow> rows = read("chat.csv", """
                question,tenant,expected
                How long is the return window?,northwind,60 days
                Do you rent tents?,northwind,
                """);

        assertThat(rows).extracting(EvaluationRow::kind).containsOnly(Kind.CHAT);
        assertThat(rows).extracting(EvaluationRow::expected).containsExactly("60 days", null);
        assertThat(rows).extracting(EvaluationRow::tenant).containsOnly("northwind");
    }

    @Test
    void aByteOrderMarkIsSkipped() {
        assertThat(read("rows.csv", "\uFEFFquestion\nHow long?\n")).extracting(EvaluationRow::question)
                .containsExactly("How long?");
        assertThat(read("rows.jsonl", "\uFEFF{\"question\": \"How long?\"}\n")).extracting(EvaluationRow::question)
                .containsExactly("How long?");
    }

    @Test
    void theFormatIsSniffedWithoutAKnownExtension() {
        assertThat(read(null, "\n  [{\"question\": \"Array?\"}]")).extracting(EvaluationRow::question)
                .containsExactly("Array?");
        assertThat(read("upload", "{\"question\": \"Line one?\"}\n{\"question\": \"Line two?\"}"))
                .extracting(EvaluationRow::question).containsExactly("Line one?", "Line two?");
        assertThat(read("upload.txt", "question\nCsv?\n")).extracting(EvaluationRow::question)
                .containsExactly("Csv?");
        assertThat(read("rows.json", "{\"question\": \"Lines named json?\"}\n")).extracting(EvaluationRow::question)
                .containsExactly("Lines named json?");
    }

    @Test
    void refusalsNameTheRowAndWhatIsWrong() {
        assertThat(fileRefusal("rows.jsonl", """
                {"question": "Q?", "answer": "A.", "label": "faithful"}

                {"question": "Q?", "answer": "A.", "label": "maybe"}
                """)).isEqualTo("row 3: label must be faithful or hallucinated (or true/false, 1/0)");
        assertThat(fileRefusal("rows.jsonl", "{\"question\": \"Q?\", \"answer\": \"A.\"}"))
                .isEqualTo("row 1: label is missing: faithful or hallucinated (or true/false, 1/0)");
        assertThat(fileRefusal("rows.jsonl", "{\"question\": \"Q?\", \"label\": 1}"))
                .isEqualTo("row 1: answer is missing");
        assertThat(fileRefusal("rows.jsonl", "{\"question\": \"Q?\"}\n{\"question\": \"Q?\",}"))
                .isEqualTo("row 2: not valid JSON (JSON Lines holds one object per line)");
        assertThat(fileRefusal("rows.csv", "question,answer,label\nQ?,A.,1\nQ?,A.,1,extra\n"))
                .isEqualTo("row 3: 4 cells, but the header names 3 columns");
        assertThat(fileRefusal("rows.csv", "question,answer,label\r\n\"Q\r\non two lines?\",A.,1\r\nQ?,A.,1,extra\r\n"))
                .as("a CSV row is named by the line it starts on")
                .isEqualTo("row 4: 4 cells, but the header names 3 columns");
        assertThat(fileRefusal("rows.csv", "question\n\"Q?\n")).isEqualTo("row 2: a quoted cell is never closed");
        assertThat(fileRefusal("rows.jsonl", "{\"question\": \"  \"}")).isEqualTo("row 1: question is blank");
        assertThat(fileRefusal("rows.json", "[{\"question\": \"Q?\"}, 3]")).isEqualTo("row 2: not a JSON object");
    }

    @Test
    void aFileWithoutRowsIsRefused() {
        assertThat(fileRefusal("rows.jsonl", "")).isEqualTo("the file holds no rows");
        assertThat(fileRefusal("rows.csv", "question,answer,label\n\n")).isEqualTo("the file holds no rows");
        assertThat(fileRefusal(null, " \n ")).isEqualTo("the file holds no rows");
        assertThat(fileRefusal("rows.json", "[]")).isEqualTo("the file holds no rows");
    }

    @Test
    void rowsOverTheLimitsAreRefused() {
        String longQuestion = "Q".repeat(RowObject.MAX_QUESTION_CHARS + 1);
        assertThat(fileRefusal("rows.jsonl", "{\"question\": \"" + longQuestion + "\"}"))
                .isEqualTo("row 1: question is longer than 4000 characters");
        String contexts = "[\"C.\"" + ", \"C.\"".repeat(RowObject.MAX_CONTEXTS) + "]";
        assertThat(fileRefusal("rows.jsonl", "{\"question\": \"Q?\", \"answer\": \"A.\", \"contexts\": " + contexts
                + ", \"label\": 1}")).isEqualTo("row 1: 21 contexts, more than the 20 a row may have");
        String tooMany = "question\n" + "Q?\n".repeat(EvaluationRequest.MAX_ROWS + 1);
        assertThat(fileRefusal("rows.csv", tooMany)).isEqualTo("row 20002: more than 20000 rows; "
                + "an evaluation takes at most 20000");
    }

    @Test
    void aFileThatIsNotUtf8IsRefused() {
        byte[] latin1 = "question\nWie groß?\n".getBytes(StandardCharsets.ISO_8859_1);

        InvalidRequestException refusal = refusal(() -> EvaluationFiles.read("rows.csv",
                new ByteArrayInputStream(latin1)));

        assertThat(refusal.reason()).isEqualTo("the file is not UTF-8 text");
    }

    @Test
    void rowsOfARequestAreRefusedUnderRows() {
        InvalidRequestException refusal = refusal(() -> EvaluationFiles.rows(array("[{\"answer\": \"A.\"}]")));

        assertThat(refusal.field()).isEqualTo("rows");
        assertThat(refusal.reason()).isEqualTo("row 1: question is missing");
        assertThat(refusal(() -> EvaluationFiles.rows(array("[]"))).reason()).isEqualTo("the request holds no rows");
    }

    @Test
    void theSampleInTheDocsHoldsFourValidateAndFourChatRows() throws IOException {
        try (InputStream sample = Files.newInputStream(Path.of("../docs/evaluation-sample.jsonl"))) {
            List<EvaluationRow> rows = EvaluationFiles.read("evaluation-sample.jsonl", sample);

            assertThat(rows).filteredOn(r -> r.kind() == Kind.VALIDATE).extracting(EvaluationRow::label)
                    .containsExactly("faithful", "faithful", "hallucinated", "hallucinated");
            assertThat(rows).filteredOn(r -> r.kind() == Kind.CHAT).extracting(EvaluationRow::label)
                    .containsExactly("answerable", "answerable", "answerable", "unanswerable");
            assertThat(rows).filteredOn(r -> r.kind() == Kind.CHAT).extracting(EvaluationRow::tenant)
                    .containsOnly("northwind");
        }
    }
}
