package io.ragguard.validation.chain.control;

import java.util.List;

/**
 * The order the patching validators run in, one after the other, each on the answer as the one before
 * left it. The citations come first, as citation-required leaves them and then as citation-relevance
 * judges them; numeric-units reads those citations; pii-leakage redacts what the patches before it
 * produced (the citations added, the figures marked, which would otherwise cut a phone number into pieces
 * no pattern knows); confidence may decline; ethics comes after the patches of the content, so that its
 * refusal is the answer the caller gets; then the wording: identity-check, ego-neutrality, terminology;
 * last, the checks of the final wording, retrieval-coverage and schema-format. A patcher not named here
 * (one a deployment adds) is placed by the validators its descriptor names, its {@code order} setting and
 * its name.
 */
public final class PatchOrder {

    public static final List<String> NAMES = List.of("citation-required", "citation-relevance", "numeric-units",
            "pii-leakage", "confidence", "ethics", "identity-check", "ego-neutrality", "terminology",
            "retrieval-coverage", "schema-format");

    private PatchOrder() {
    }

    /** The patchers named before {@code name}; none for a validator this order does not name. */
    public static List<String> before(String name) {
        int at = NAMES.indexOf(name);
        return at < 0 ? List.of() : NAMES.subList(0, at);
    }
}
