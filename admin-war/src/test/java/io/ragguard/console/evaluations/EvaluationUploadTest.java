package io.ragguard.console.evaluations;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EvaluationUploadTest {

    @Test
    void aRefusalShowsBesideTheFieldAtFaultAndARowsBesideTheFile() {
        assertThat(EvaluationUpload.field("name")).isEqualTo("name");
        assertThat(EvaluationUpload.field("policy_id")).isEqualTo("policy");
        assertThat(EvaluationUpload.field(null)).as("row 1: label must be ...").isEqualTo("file");
        assertThat(EvaluationUpload.field("rows")).isEqualTo("file");
        assertThat(EvaluationUpload.field("file")).isEqualTo("file");
    }
}
