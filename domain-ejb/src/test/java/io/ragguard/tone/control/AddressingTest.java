package io.ragguard.tone.control;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class AddressingTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "To start an online return, the guest enters the order reference [1]. | To start an online return, you enter the order reference [1].",
        "The guest's receipt is not needed. | Your receipt is not needed.",
        "Guests receive free express shipping. | You receive free express shipping.",
        "An outfitter can help the guest. | An outfitter can help you.",
        "Each guest has 60 days to return it. | You have 60 days to return it.",
        "The shopper pays $4.95 for the label. | You pay $4.95 for the label.",
        "To start a return, the guest enters the order reference and prints a prepaid label. | To start a return, you enter the order reference and print a prepaid label."})
    void speaksToTheCustomerWhereThePolicySpeaksAboutThem(String policy, String addressed) {
        String term = policy.toLowerCase().contains("shopper") ? "shopper" : "guest";

        assertThat(Addressing.toCustomer(policy, term)).isEqualTo(addressed);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "A guest who has lost the receipt can still return an item.",
        "Gold guests receive free shipping.",
        "Trail Points members receive a return window of 60 days."})
    void leavesASentenceItCannotRewordPlainlyAsItIs(String policy) {
        assertThat(Addressing.toCustomer(policy, "guest")).isEqualTo(policy);
    }
}
