package io.ragguard.console.validators;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.policy.boundary.CalibrationRequest;
import io.ragguard.policy.boundary.Calibrations;
import io.ragguard.policy.boundary.TooFewLabelsException;
import io.ragguard.request.InvalidRequestException;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;

/**
 * Calibrates a validator's threshold on the reviewers' decisions, for every tenant, from the validators page: the
 * proposal becomes a draft policy, and a dialog shows the curve with a link to the draft. With too few decisions
 * it says how many more are needed.
 */
@Named
@ViewScoped
public class ThresholdCalibration implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Calibrations calibrations;

    private ProposedThreshold proposal;

    public void calibrate(ValidatorRow row) {
        try {
            proposal = ProposedThreshold.of(calibrations.calibrate(
                    new CalibrationRequest(row.getName(), null, "decisions", null, null), Account.signedIn()));
            PrimeFaces.current().ajax().update("calibrationBody");
            PrimeFaces.current().executeScript("PF('calibration').show()");
        } catch (TooFewLabelsException e) {
            Growl.warn("Too few decisions", e.getMessage());
        } catch (InvalidRequestException e) {
            Growl.error("Not calibrated", e.getMessage());
        }
    }

    public ProposedThreshold getProposal() {
        return proposal;
    }
}
