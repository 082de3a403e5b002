package io.ragguard.console.reports;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a report's address names, read once from the path after {@code /reports}: an evaluation
 * ({@code /evaluations/{id}}) or a replay of a policy ({@code /policies/{policyId}/replays/{jobId}}).
 */
sealed interface ReportAddress {

    Pattern EVALUATION = Pattern.compile("/evaluations/(\\d{1,18})");
    Pattern REPLAY = Pattern.compile("/policies/(\\d{1,18})/replays/([A-Za-z0-9-]{1,64})");

    /** An evaluation's report. */
    record Evaluation(long id) implements ReportAddress {
    }

    /** The report of a replay of a policy. */
    record Replay(long policyId, String jobId) implements ReportAddress {
    }

    /** The report the path names; empty for any other path (null included). */
    static Optional<ReportAddress> of(String path) {
        if (path == null) {
            return Optional.empty();
        }
        Matcher evaluation = EVALUATION.matcher(path);
        if (evaluation.matches()) {
            return Optional.of(new Evaluation(Long.parseLong(evaluation.group(1))));
        }
        Matcher replay = REPLAY.matcher(path);
        if (replay.matches()) {
            return Optional.of(new Replay(Long.parseLong(replay.group(1)), replay.group(2)));
        }
        return Optional.empty();
    }
}
