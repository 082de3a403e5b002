package io.ragguard.console.settings;

import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SettingGroupTest {

    private static SettingView view(String name, String description) {
        return new SettingView(name, "1", null, "default", SettingType.NUMBER, 0.0, 1.0, List.of(), "0 to 1",
                description, "1");
    }

    private static final List<SettingRow> ROWS = SettingRow.of(List.of(
            view("enable.validators", "Run the validator chain on every answer"),
            view("llm.model", "The model to ask for"),
            view("retrieval.candidates", "Passages ranked by each of BM25 and k-NN"),
            view("validator.faithfulness.enabled", "Run the faithfulness validator"),
            view("validator.faithfulness.threshold", "Score below which a claim is unsupported"),
            view("validator.evidence-overlap.enabled", "Run the evidence-overlap validator"),
            view("validator.evidence-overlap.threshold", "Share of the answer's n-grams found in the evidence"),
            view("tenant.bluebay.validator.evidence-overlap.threshold", "Share of the answer's n-grams"),
            view("login.max-failures", "Wrong passwords in a row that lock a user's logins")));

    @Test
    void groupsTheRowsByAreaInTheAreasOrderKeepingEachTenantsValueAfterItsSetting() {
        List<SettingGroup> groups = SettingGroup.of(ROWS);

        assertThat(groups).extracting(g -> g.heading(null)).containsExactly("Retrieval (1)", "Generation (model) (1)",
                "Validation chain (1)", "Validator: evidence-overlap (3)", "Validator: faithfulness (2)",
                "Security (1)");
        assertThat(groups.get(3).getRows()).extracting(SettingRow::getName).containsExactly(
                "validator.evidence-overlap.enabled", "validator.evidence-overlap.threshold",
                "tenant.bluebay.validator.evidence-overlap.threshold");
        assertThat(groups).allSatisfy(g -> assertThat(g.isCollapsed()).as("closed until opened").isTrue());
    }

    @Test
    void aSearchHidesTheGroupsItDoesNotMatchAndOpensTheOnesItDoes() {
        List<SettingGroup> groups = SettingGroup.of(ROWS);

        SettingGroup.openMatches(groups, "threshold");

        assertThat(groups.stream().filter(g -> g.visible("threshold")).map(SettingGroup::getTitle))
                .containsExactly("Validator: evidence-overlap", "Validator: faithfulness");
        assertThat(groups.get(3).heading("threshold")).isEqualTo("Validator: evidence-overlap (2 of 3)");
        assertThat(groups.get(3).shown("threshold")).extracting(SettingRow::getName).containsExactly(
                "validator.evidence-overlap.threshold", "tenant.bluebay.validator.evidence-overlap.threshold");
        assertThat(groups.get(3).isCollapsed()).isFalse();
        assertThat(groups.get(0).isCollapsed()).as("not matched, stays closed").isTrue();
        assertThat(groups).allSatisfy(g -> assertThat(g.visible(" ")).as("no search shows every group").isTrue());
    }

    @Test
    void aSearchThatNamesAGroupShowsAllOfIt() {
        List<SettingGroup> groups = SettingGroup.of(ROWS);

        assertThat(groups.stream().filter(g -> g.visible("Security")).map(SettingGroup::getTitle))
                .containsExactly("Security");
        assertThat(groups.get(4).shown("validator: FAITHFULNESS")).hasSize(2);
    }

    @Test
    void readAgainTheGroupsKeepWhetherTheyWereOpen() {
        List<SettingGroup> before = SettingGroup.of(ROWS);
        before.get(1).setCollapsed(false);

        List<SettingGroup> after = SettingGroup.again(before, ROWS);

        assertThat(after).extracting(SettingGroup::isCollapsed).containsExactly(true, false, true, true, true, true);
        assertThat(after.get(1)).isNotSameAs(before.get(1));
    }
}
