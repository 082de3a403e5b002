package io.ragguard.validation.crossencoder;

import io.ragguard.embedding.boundary.WordPieceTokenizer;

import java.util.Arrays;

/**
 * A premise and a hypothesis as one input of a sequence-pair classifier:
 * {@code [CLS] premise [SEP] hypothesis [SEP]}, token types 0 then 1, the longer text cut first
 * while the pair exceeds {@code maxTokens}. Public so that the pairs a cross-encoder is trained on
 * (bench's {@code cross-encoder-pairs}) are encoded exactly as the server encodes them.
 */
public record TokenPair(long[] ids, long[] types) {

    public static TokenPair of(WordPieceTokenizer tokenizer, int maxTokens, String premise, String hypothesis) {
        long[] first = tokenizer.encode(premise);
        long[] second = tokenizer.encode(hypothesis);
        long cls = first[0];
        long sep = first[first.length - 1];
        int a = first.length - 2;
        int b = second.length - 2;
        while (a + b + 3 > maxTokens) {
            if (a >= b) {
                a--;
            } else {
                b--;
            }
        }
        long[] ids = new long[a + b + 3];
        long[] types = new long[ids.length];
        ids[0] = cls;
        System.arraycopy(first, 1, ids, 1, a);
        ids[a + 1] = sep;
        System.arraycopy(second, 1, ids, a + 2, b);
        ids[ids.length - 1] = sep;
        Arrays.fill(types, a + 2, types.length, 1);
        return new TokenPair(ids, types);
    }
}
