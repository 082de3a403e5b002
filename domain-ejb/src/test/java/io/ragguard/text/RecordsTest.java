package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RecordsTest {

    @Test
    void readsARecordAsOneSentenceAField() {
        String record = "{\"name\": \"Finch & Fork\", \"city\": \"Santa Barbara\", \"hours\": {\"Monday\": \"17:30-23:0\"}, "
                + "\"attributes\": {\"OutdoorSeating\": false, \"WiFi\": \"free\", \"BusinessParking\": "
                + "\"{'garage': True, 'lot': False}\"}, \"business_stars\": 4.0, \"categories\": [\"Bars\", \"Brunch\"]}";

        assertThat(Records.plain(record)).isEqualTo(String.join("\n", "Name: Finch & Fork.", "City: Santa Barbara.",
                "Hours monday: 17:30-23:0.", "Attributes outdoor seating: no.", "Attributes WiFi: free.",
                "Attributes business parking garage: yes.", "Attributes business parking lot: no.",
                "Business stars: 4.", "Categories: Bars, Brunch."));
    }

    @Test
    void readsALongTextFieldAsAParagraphOfItsOwn() {
        String review = "What a great brunch. My wife found the spot and the mimosas were just the way I like them, "
                + "with a splash of juice, and the steak and eggs came fast.";

        assertThat(Records.plain("{\"review_info\": [{\"review_stars\": 5, \"review_text\": \"" + review + "\"}]}"))
                .contains("Review info review stars: 5.").contains("\n" + review + "\n");
    }

    @Test
    void leavesOtherTextAsItIs() {
        String prose = "Returns are accepted within 30 days {see the policy}.";
        String broken = "{\"name\": \"Finch";

        assertThat(Records.plain(prose)).isSameAs(prose);
        assertThat(Records.plain(broken)).isSameAs(broken);
    }
}
