package io.ragguard.generation.control;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class SmallTalkTest {

    private static final String IDENTITY = "You are the Northwind Outfitters help desk assistant, here to help guests "
            + "plan their next adventure with confidence. Answer only from the knowledge base.\n\nAnswer only from "
            + "the numbered sources you are given.";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Hi! Can you help me? | GREETING",
        "good morning | GREETING",
        "Thanks, that was really helpful! | THANKS",
        "thank you so much | THANKS",
        "Thanks, that's all for today. Bye! | GOODBYE",
        "Who are you? | ABOUT",
        "Are you a bot? | ABOUT",
        "Am I talking to a real person or a bot? | ABOUT",
        "Okay, I'm done for today. Goodbye! | GOODBYE",
        "Thanks a bunch! | THANKS",
        "Is anyone there? | GREETING"})
    void knowsSmallTalkForWhatItIs(String message, SmallTalk.Kind kind) {
        assertThat(SmallTalk.of(message)).contains(kind);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Hi, how long is the return window?", "Thanks! And does express shipping cost extra?",
        "Can you help me with a return?", "What are your store hours?",
        "Can I talk to a real person about my order?"})
    void takesAMessageThatAsksSomethingForAQuestion(String message) {
        assertThat(SmallTalk.of(message)).isEmpty();
    }

    @Test
    void greetsAsTheAssistantTheIdentityDescribes() {
        assertThat(SmallTalk.reply(SmallTalk.Kind.GREETING, IDENTITY)).isEqualTo("Hello! I'm the Northwind Outfitters "
                + "help desk assistant, here to help guests plan their next adventure with confidence. What can I "
                + "help you with?");
    }

    @Test
    void introducesItselfPlainlyWhenTheIdentityDoesNotSayWhoItIs() {
        assertThat(SmallTalk.introduction("Answer briefly.")).isEqualTo("I'm an assistant here to answer your questions.");
        assertThat(SmallTalk.introduction(null)).isEqualTo("I'm an assistant here to answer your questions.");
    }
}
