package io.ragguard.validation.grounding;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;

/** The gzipped word lists under {@code META-INF/ragguard/}, each with a NOTICE beside it saying where it comes from. */
final class WordLists {

    private WordLists() {
    }

    /** The non-blank lines of {@code META-INF/ragguard/<name>}, a gzipped UTF-8 text. */
    static List<String> lines(String name) {
        try (InputStream in = WordLists.class.getResourceAsStream("/META-INF/ragguard/" + name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is not on the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                    StandardCharsets.UTF_8));
            return reader.lines().filter(line -> !line.isBlank()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(name + " could not be read", e);
        }
    }
}
