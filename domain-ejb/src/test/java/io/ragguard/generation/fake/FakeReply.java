package io.ragguard.generation.fake;

/** What the fake answers, before a wire format writes it: the text, whether a content filter stopped it, the token counts. */
record FakeReply(String text, boolean filtered, int tokensIn, int tokensOut) {
}
