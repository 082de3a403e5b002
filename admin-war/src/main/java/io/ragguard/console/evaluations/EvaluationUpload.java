package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.answering.boundary.Evaluations;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.annotation.PostConstruct;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.model.file.UploadedFile;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.List;

/**
 * A new evaluation from an uploaded file of rows (JSON Lines, CSV or a JSON array), under a name, for a tenant
 * and with a policy's values, each optional. The file is read and every row checked before anything starts: a
 * refusal (naming the row at fault) shows beside its field, and nothing is started.
 */
@Named
@ViewScoped
public class EvaluationUpload implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The form's id on the page, whose fields ({@code file}, {@code name}, ...) show the refusals. */
    private static final String FORM = "upload:";

    @Inject
    Evaluations evaluations;

    @Inject
    Tenants tenants;

    @Inject
    Policies policies;

    @Inject
    EvaluationsPage page;

    private List<String> tenantIds;
    private List<PolicyChoice> policyChoices;
    private transient UploadedFile file;
    private String name;
    private String tenant;
    private Long policyId;

    @PostConstruct
    void init() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        policyChoices = policies.all().stream().map(PolicyChoice::of).toList();
    }

    /** Starts the evaluation of the file's rows; the page then follows it. */
    public void start() {
        if (file == null || file.getFileName() == null || file.getFileName().isBlank()) {
            refuse("file", "choose a file of rows: JSON Lines, CSV or a JSON array");
            return;
        }
        try (InputStream content = file.getInputStream()) {
            EvaluationView started = evaluations.upload(name, blankAsNull(tenant), policyId, file.getFileName(),
                    content, Account.signedIn());
            Growl.info("Started", started.name() + ": " + started.rows() + " rows");
            name = null;
            page.follow(started);
        } catch (InvalidRequestException e) {
            refuse(field(e.field()), e.reason());
        } catch (UnknownTenantException e) {
            refuse(e.tenant() != null && e.tenant().equals(blankAsNull(tenant)) ? "tenant" : "file", e.getMessage());
        } catch (IOException e) {
            refuse("file", file.getFileName() + " could not be read");
        } finally {
            file = null;
        }
    }

    /** The form's field a refused argument belongs to: the name or the policy, else the file (a row at fault). */
    static String field(String refused) {
        if ("name".equals(refused)) {
            return "name";
        }
        return "policy_id".equals(refused) ? "policy" : "file";
    }

    private static void refuse(String field, String reason) {
        FacesContext.getCurrentInstance().addMessage(FORM + field,
                new FacesMessage(FacesMessage.SEVERITY_ERROR, "Not started", reason));
    }

    private static String blankAsNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }

    public List<String> getTenantIds() {
        return tenantIds;
    }

    public List<PolicyChoice> getPolicyChoices() {
        return policyChoices;
    }

    public UploadedFile getFile() {
        return file;
    }

    public void setFile(UploadedFile file) {
        this.file = file;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public Long getPolicyId() {
        return policyId;
    }

    public void setPolicyId(Long policyId) {
        this.policyId = policyId;
    }
}
