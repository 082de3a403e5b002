package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationComparison;
import io.ragguard.answering.boundary.Evaluations;
import io.ragguard.console.display.Growl;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;

/**
 * Two evaluations compared, chosen as A and B: both runs' headline figures side by side with their changes from
 * A to B, the rows both ran, and those of them judged differently. The page keeps only the two ids.
 */
@Named
@ViewScoped
public class RunComparison implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The field on the page that shows why nothing was compared. */
    private static final String FIELD = "compare:b";

    @Inject
    Evaluations evaluations;

    private Long a;
    private Long b;
    private Long shownA;
    private Long shownB;
    private transient EvaluationComparison comparison;

    public void compare() {
        shownA = null;
        shownB = null;
        comparison = null;
        if (a == null || b == null || a.equals(b)) {
            FacesContext.getCurrentInstance().addMessage(FIELD, new FacesMessage(FacesMessage.SEVERITY_ERROR,
                    "Not compared", "choose two different evaluations, A and B"));
            return;
        }
        evaluations.compare(a, b).ifPresentOrElse(found -> {
            shownA = a;
            shownB = b;
            comparison = found;
        }, () -> Growl.warn("Not compared", "there is no evaluation " + a + " or " + b));
    }

    /** The two runs compared; null before Compare. */
    public EvaluationComparison getComparison() {
        if (comparison == null && shownA != null) {
            comparison = evaluations.compare(shownA, shownB).orElse(null);
        }
        return comparison;
    }

    public List<FigureDelta> getFigures() {
        return getComparison() == null ? List.of() : FigureDelta.of(comparison);
    }

    public Long getA() {
        return a;
    }

    public void setA(Long a) {
        this.a = a;
    }

    public Long getB() {
        return b;
    }

    public void setB(Long b) {
        this.b = b;
    }
}
