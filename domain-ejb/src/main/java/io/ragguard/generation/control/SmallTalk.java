package io.ragguard.generation.control;

import io.ragguard.text.Sentences;
import io.ragguard.text.Words;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Greetings, thanks, goodbyes and "who are you" that ask nothing of the knowledge, and the short,
 * friendly reply the extractive generator gives them: who the assistant is, in the words of the
 * tenant's identity prompt ("You are the Northwind Outfitters help desk assistant, here to help guests
 * ..." becomes "I'm the Northwind Outfitters help desk assistant, here to help guests ..."), and an
 * offer to help. A message that also asks something ("Hi, how long is the return window?") is a
 * question, not small talk.
 */
final class SmallTalk {

    enum Kind {
        GREETING, THANKS, GOODBYE, ABOUT
    }

    private static final Pattern GREETING = Pattern.compile("\\b(?:hi|hello|hey|hiya|howdy|greetings|good "
            + "(?:morning|afternoon|evening|day)|yo|(?:is )?(?:anyone|anybody|someone|somebody) (?:there|here))\\b");
    private static final Pattern THANKS = Pattern.compile("\\b(?:thanks|thank you|thx|cheers|appreciated?|"
            + "ta|great|perfect|awesome|helpful|brilliant)\\b");
    private static final Pattern GOODBYE = Pattern.compile("\\b(?:bye|goodbye|good bye|see you|see ya|that's all"
            + "|that is all|that's everything|i'm done|im done|all done|have a (?:good|nice|great) (?:day|one|evening|weekend)|take care)\\b");
    private static final Pattern ABOUT = Pattern.compile("\\b(?:who are you|what are you|what can you (?:do|help)"
            + "|what do you do|are you (?:a |an )?(?:bot|robot|human|person|real|ai)|(?:talking|speaking|chatting) (?:to|with) "
            + "(?:a |an )?(?:real |actual )?(?:person|human|bot|robot|machine|ai)|can you help|could you help|"
            + "can i ask (?:you )?(?:a |some )?questions?|how (?:are you|is it going)|how can you help|"
            + "what is this|what (?:kind|sort) of questions|what (?:is|are) you for|what's this|what is this "
            + "(?:assistant|bot|chat) for)\\b");
    /** The words small talk is made of: nothing in a message but these is a question about the knowledge. */
    private static final Pattern SMALL_WORDS = Pattern.compile("\\b(?:i'm|i've|i'd|you're|that's|what's|it's|"
            + "talking|speaking|chatting|or|machine|actual|bunch|anyone|anybody|someone|somebody|hi|hello|hey|hiya|howdy|greetings|good|"
            + "morning|afternoon|evening|day|yo|there|thanks|thank|thx|cheers|appreciate|appreciated|ta|great|"
            + "perfect|awesome|helpful|brilliant|very|much|so|lot|lots|bye|goodbye|see|ya|that's|all|have|nice|one|"
            + "weekend|take|care|who|what|are|you|can|could|do|help|me|ask|questions?|bot|robot|human|person|real|"
            + "ai|how|is|it|going|this|an?|the|i|some|please|for|your|that|was|really|again|ok|okay|sure|fine|"
            + "everything|now|today|just|wanted|to|say|and|well|need|quick|hope|doing|assist|assistant|of|with|"
            + "anything|else|no|nothing|all set|set|got|it|out|something|everything|needed|done|exactly|kind|"
            + "kinds|sort|answer|answers|for|what's|whats|there|here|am|i'm|im|be|doing|you're|youre|glad|"
            + "cool|alright|right|today|tonight|day|bye|goodbye|later|talk|soon)\\b");

    private SmallTalk() {
    }

    /** The kind of small talk the message is, or empty when it asks something of the knowledge. */
    static Optional<Kind> of(String message) {
        String lower = message.toLowerCase(Locale.ROOT).replace('’', '\'');
        if (lower.length() > 120 || !SMALL_WORDS.matcher(lower).replaceAll(" ").replaceAll("[\\p{P}\\p{S}\\s]+", "")
                .isEmpty()) {
            return Optional.empty();
        }
        if (GOODBYE.matcher(lower).find()) {
            return Optional.of(Kind.GOODBYE);
        }
        if (THANKS.matcher(lower).find()) {
            return Optional.of(Kind.THANKS);
        }
        if (GREETING.matcher(lower).find()) {
            return Optional.of(Kind.GREETING);
        }
        if (ABOUT.matcher(lower).find()) {
            return Optional.of(Kind.ABOUT);
        }
        return Optional.empty();
    }

    /** The reply to small talk of this kind, by the assistant the system prompt's identity describes. */
    static String reply(Kind kind, String system) {
        String who = introduction(system);
        return switch (kind) {
            case GREETING -> "Hello! " + who + " What can I help you with?";
            case ABOUT -> who + " What would you like to know?";
            case THANKS -> "You're welcome! Is there anything else I can help you with?";
            case GOODBYE -> "Thank you for reaching out, and have a great day!";
        };
    }

    /**
     * The identity's first sentence in the first person ("You are X" becomes "I'm X"), or a plain
     * "I'm an assistant here to answer your questions." when the identity does not say who it is.
     */
    static String introduction(String system) {
        String identity = system == null ? "" : system.strip().split("\\n\\s*\\n", 2)[0];
        List<String> sentences = Sentences.split(identity);
        if (!sentences.isEmpty()) {
            String first = sentences.get(0).strip();
            String lower = first.toLowerCase(Locale.ROOT).replace('’', '\'');
            for (String opening : List.of("you are ", "you're ")) {
                if (lower.startsWith(opening) && Words.contentWords(first).size() >= 2) {
                    String rest = first.substring(opening.length());
                    return "I'm " + rest + (rest.matches(".*[.!]$") ? "" : ".");
                }
            }
        }
        return "I'm an assistant here to answer your questions.";
    }
}
