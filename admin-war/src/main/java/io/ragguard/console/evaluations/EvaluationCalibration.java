package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.policy.boundary.CalibrationRequest;
import io.ragguard.policy.boundary.Calibrations;
import io.ragguard.policy.boundary.TooFewLabelsException;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;

/**
 * Calibrates faithfulness's threshold on the opened evaluation's labelled answers (faithful good, hallucinated
 * bad), for the evaluation's tenant: the proposal becomes a draft policy, which the page links. With too few
 * labelled answers it says how many more are needed.
 */
@Named
@ViewScoped
public class EvaluationCalibration implements Serializable {

    private static final long serialVersionUID = 1L;
    static final String VALIDATOR = "faithfulness";
    static final String SOURCE = "evaluation";

    @Inject
    Calibrations calibrations;

    private CalibratedThreshold proposal;

    public void calibrate(EvaluationView evaluation) {
        proposal = null;
        try {
            proposal = CalibratedThreshold.of(evaluation.id(), calibrations.calibrate(new CalibrationRequest(
                    VALIDATOR, evaluation.tenant(), SOURCE, String.valueOf(evaluation.id()), null),
                    Account.signedIn()));
            Growl.info("Calibrated", "faithfulness " + proposal.proposed() + " is proposed in draft policy "
                    + proposal.policyId());
        } catch (TooFewLabelsException e) {
            Growl.warn("Too few labelled answers", e.getMessage());
        } catch (InvalidRequestException | UnknownTenantException e) {
            Growl.error("Not calibrated", e.getMessage());
        }
    }

    /** Shows no proposal: another evaluation was opened. */
    void forget() {
        proposal = null;
    }

    public CalibratedThreshold getProposal() {
        return proposal;
    }
}
