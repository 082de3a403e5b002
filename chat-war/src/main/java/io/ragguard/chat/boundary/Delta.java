package io.ragguard.chat.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Text of a streamed answer that has passed validation, to be appended to what came before. */
@Schema(description = "The data of a delta event: validated text to append, a sentence at a time.")
public record Delta(@Schema(example = "Trail Points members receive an extended return window of 60 days [1].")
                    String text) {
}
