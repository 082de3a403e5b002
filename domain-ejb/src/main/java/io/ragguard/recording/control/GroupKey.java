package io.ragguard.recording.control;

import io.ragguard.verdict.AnswerStatus;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What makes recorded answers repeats of one another for review: the same question (in any case or
 * spacing), answered with the same status and flagged by the same validators, for one tenant on one UTC day.
 * The key is the SHA-256 of those parts, in hex (64 characters).
 */
public final class GroupKey {

    private static final Pattern SPACE = Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);
    /** Between the parts: the unit separator, a control character that typed text does not hold. */
    private static final char SEPARATOR = '\u001f';

    private GroupKey() {
    }

    /** The key of an answer; the validators in any order, each counted once. */
    public static String of(String tenant, Instant createdAt, String question, AnswerStatus status,
                            Collection<String> flaggingValidators) {
        List<String> parts = new ArrayList<>(List.of(tenant, createdAt.atOffset(ZoneOffset.UTC).toLocalDate().toString(),
                fold(question), status.label()));
        parts.addAll(new TreeSet<>(flaggingValidators));
        return HexFormat.of().formatHex(sha256(String.join(String.valueOf(SEPARATOR), parts)));
    }

    /** The question in lower case, its runs of white space one space, none at either end. */
    static String fold(String question) {
        return SPACE.matcher(question.strip()).replaceAll(" ").toLowerCase(Locale.ROOT);
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
