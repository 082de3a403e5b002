package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartView;
import io.ragguard.console.display.CsvDownload;
import io.ragguard.recording.boundary.Buckets;
import io.ragguard.recording.boundary.Statistics;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.event.ItemSelectEvent;

import java.io.IOException;
import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The dashboard: charts of how the guard has answered, for one tenant or all, over the last day, week,
 * month or between two UTC dates; read again whenever a filter changes. A click on a bar opens the review
 * queue filtered to it.
 */
@Named
@ViewScoped
public class DashboardPage implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The range between dates when only the end date is given. */
    private static final Duration DEFAULT_DATES = Duration.ofDays(7);

    @Inject
    Statistics statistics;

    @Inject
    Tenants tenants;

    private List<String> tenantIds;
    private String tenant;
    private Range range = Range.DAY;
    private LocalDate from;
    private LocalDate to;
    private Dashboard dashboard;

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        refresh();
    }

    /** Reads the numbers for the filters as they are now; the page re-renders the charts. */
    public void refresh() {
        Instant now = Instant.now();
        Instant end = now;
        Instant start;
        if (range == Range.DATES) {
            end = to == null ? now : min(CsvDownload.to(to), now);
            start = from == null ? end.minus(DEFAULT_DATES) : CsvDownload.from(from);
        } else {
            start = now.minus(range.length());
        }
        if (!end.isAfter(start)) {
            FacesContext.getCurrentInstance().addMessage(null, new FacesMessage(FacesMessage.SEVERITY_WARN, "Dates",
                    "the range must end after it starts, and not in the future"));
            return;
        }
        dashboard = Dashboard.read(statistics, Buckets.between(start, end),
                tenant == null || tenant.isBlank() ? null : tenant);
    }

    /** A click on a bar: opens the review queue filtered to what the bar counts, if it counts answers. */
    public void open(ItemSelectEvent event) throws IOException {
        ChartView chart = dashboard == null ? null : dashboard.chart(event.getComponent().getId());
        if (chart != null) {
            Optional<String> queue = chart.link(event.getDataSetIndex(), event.getItemIndex());
            if (queue.isPresent()) {
                ExternalContext external = FacesContext.getCurrentInstance().getExternalContext();
                external.redirect(external.getRequestContextPath() + "/" + queue.get());
            }
        }
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }

    public Dashboard getDashboard() {
        return dashboard;
    }

    public List<String> getTenantIds() {
        return tenantIds;
    }

    public Range[] getRanges() {
        return Range.values();
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public Range getRange() {
        return range;
    }

    public void setRange(Range range) {
        this.range = range == null ? Range.DAY : range;
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
}
