package io.ragguard.console.review;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

/**
 * The review page's filter fields as the form edits them; they apply, through {@link #parameters()}, as the
 * address reads them, so that a search and a link filter alike.
 */
public class FilterFields implements Serializable {

    private static final long serialVersionUID = 1L;

    private String status;
    private String tenant;
    private String validator;
    private String reason;
    private String severity;
    private String decision;
    private LocalDate from;
    private LocalDate to;
    private String text;
    private String assignee;
    private String near;

    /** The fields showing an address's filters. */
    static FilterFields of(QueueAddress address) {
        FilterFields fields = new FilterFields();
        fields.status = address.statusValue();
        fields.tenant = address.tenant();
        fields.validator = address.validator();
        fields.reason = address.reason();
        fields.severity = address.severity() == null ? null : address.severity().label();
        fields.decision = address.decision();
        fields.from = address.from();
        fields.to = address.to();
        fields.text = address.text();
        fields.assignee = address.assignee();
        fields.near = address.near();
        return fields;
    }

    /** The fields as an address's parameters. */
    Map<String, String> parameters() {
        Map<String, String> parameters = new HashMap<>();
        parameters.put(QueueAddress.STATUS, status);
        parameters.put(QueueAddress.TENANT, tenant);
        parameters.put(QueueAddress.VALIDATOR, validator);
        parameters.put(QueueAddress.REASON, reason);
        parameters.put(QueueAddress.SEVERITY, severity);
        parameters.put(QueueAddress.DECISION, decision);
        parameters.put(QueueAddress.FROM, from == null ? null : from.toString());
        parameters.put(QueueAddress.TO, to == null ? null : to.toString());
        parameters.put(QueueAddress.TEXT, text);
        parameters.put(QueueAddress.ASSIGNEE, assignee);
        parameters.put(QueueAddress.NEAR, near);
        return parameters;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public String getValidator() {
        return validator;
    }

    public void setValidator(String validator) {
        this.validator = validator;
    }

    public String getReason() {
        return reason;
    }

    public void setReason(String reason) {
        this.reason = reason;
    }

    public String getSeverity() {
        return severity;
    }

    public void setSeverity(String severity) {
        this.severity = severity;
    }

    public String getDecision() {
        return decision;
    }

    public void setDecision(String decision) {
        this.decision = decision;
    }

    public LocalDate getFrom() {
        return from;
    }

    public void setFrom(LocalDate from) {
        this.from = from;
    }

    public LocalDate getTo() {
        return to;
    }

    public void setTo(LocalDate to) {
        this.to = to;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }

    public String getAssignee() {
        return assignee;
    }

    public void setAssignee(String assignee) {
        this.assignee = assignee;
    }

    public String getNear() {
        return near;
    }

    public void setNear(String near) {
        this.near = near;
    }
}
