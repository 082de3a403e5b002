package io.ragguard.chat.boundary;

import java.util.List;
import java.util.Map;

/** The chain's verdict as clients see it: overall, and per validator in the order they ran. */
public record ValidationMetrics(boolean passed, String status, List<String> reasons,
                                Map<String, ValidatorMetrics> validators) {

    public record ValidatorMetrics(String outcome, double score, Double threshold, List<String> reasons) {
    }
}
