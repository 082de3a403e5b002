package io.ragguard.console.review;

import io.ragguard.console.display.CsvDownload;
import io.ragguard.recording.boundary.Assignee;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.Severity;
import io.ragguard.verdict.AnswerStatus;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What the review page shows, as its address says it ({@code review.xhtml?severity=high&view=groups}), so that a
 * reload, the back button and the dashboard's links show it again. The address is a contract: {@code status}
 * ({@code flagged}, the default; {@code all}; or answer statuses, comma-separated), {@code tenant},
 * {@code validator}, {@code reason}, {@code severity} (high, medium, low), {@code decision} (approved, rejected,
 * escalated, none), {@code from} and {@code to} (yyyy-MM-dd, UTC, both included), {@code q}, {@code assignee}
 * ({@code me}, {@code none}, a user's name, {@code role:<role>}), {@code near} (a validator's name), {@code sort}
 * (newest, severity), {@code view} (list, groups) and {@code request} (the answer open beside the list). It is read
 * once, here; a part that cannot be read is left out and said.
 */
public record QueueAddress(Set<AnswerStatus> statuses, String tenant, String validator, String reason,
                           Severity severity, String decision, LocalDate from, LocalDate to, String text,
                           String assignee, String near, RecordFilter.Order order, boolean grouped, String request)
        implements Serializable {

    public static final String STATUS = "status";
    public static final String TENANT = "tenant";
    public static final String VALIDATOR = "validator";
    public static final String REASON = "reason";
    public static final String SEVERITY = "severity";
    public static final String DECISION = "decision";
    public static final String FROM = "from";
    public static final String TO = "to";
    public static final String TEXT = "q";
    public static final String ASSIGNEE = "assignee";
    public static final String NEAR = "near";
    public static final String SORT = "sort";
    public static final String VIEW = "view";
    public static final String REQUEST = "request";
    /** Every parameter of the address, in the order it writes them. */
    public static final List<String> PARAMETERS = List.of(STATUS, TENANT, VALIDATOR, REASON, SEVERITY, DECISION,
            FROM, TO, TEXT, ASSIGNEE, NEAR, SORT, VIEW, REQUEST);

    /** The assignee filter's word for the person signed in (and their roles). */
    public static final String ME = "me";
    static final String NEWEST = "newest";
    static final String BY_SEVERITY = "severity";
    static final String LIST = "list";
    static final String GROUPS = "groups";

    /** The queue as it opens: the flagged answers, newest first, one by one, none open. */
    public static final QueueAddress DEFAULT = new QueueAddress(null, null, null, null, null, null, null, null, null,
            null, null, null, false, null);

    public QueueAddress {
        statuses = statuses == null ? AnswerStatus.flaggedOnes() : Set.copyOf(statuses);
        tenant = blankToNull(tenant);
        validator = blankToNull(validator);
        reason = blankToNull(reason);
        decision = blankToNull(decision);
        text = blankToNull(text);
        assignee = blankToNull(assignee);
        near = blankToNull(near);
        order = Objects.requireNonNullElse(order, RecordFilter.Order.NEWEST);
        request = blankToNull(request);
    }

    /** An address as read: what could be read of it, and what could not, in words. */
    public record Parsed(QueueAddress address, List<String> ignored) {
    }

    /** Reads an address's parameters (absent or blank ones do not filter); unknown parameters are not looked at. */
    public static Parsed parse(Map<String, String> parameters) {
        Reader in = new Reader(parameters);
        QueueAddress address = new QueueAddress(in.read(STATUS, AnswerStatus::filter), in.plain(TENANT),
                in.plain(VALIDATOR), in.plain(REASON), in.read(SEVERITY, QueueAddress::severityOf),
                in.read(DECISION, QueueAddress::decisionOf), in.read(FROM, QueueAddress::dayOf),
                in.read(TO, QueueAddress::dayOf), in.plain(TEXT), in.read(ASSIGNEE, QueueAddress::assigneeOf),
                in.plain(NEAR), in.read(SORT, QueueAddress::orderOf), GROUPS.equals(in.read(VIEW, QueueAddress::viewOf)),
                in.plain(REQUEST));
        return new Parsed(address, List.copyOf(in.ignored));
    }

    /** The parameters that differ from the queue as it opens, in {@link #PARAMETERS}' order. */
    public Map<String, String> parameters() {
        Map<String, String> written = new LinkedHashMap<>();
        put(written, STATUS, statusValue().equals(AnswerStatus.FLAGGED_WORD) ? null : statusValue());
        put(written, TENANT, tenant);
        put(written, VALIDATOR, validator);
        put(written, REASON, reason);
        put(written, SEVERITY, severity == null ? null : severity.label());
        put(written, DECISION, decision);
        put(written, FROM, from == null ? null : from.toString());
        put(written, TO, to == null ? null : to.toString());
        put(written, TEXT, text);
        put(written, ASSIGNEE, assignee);
        put(written, NEAR, near);
        put(written, SORT, order == RecordFilter.Order.SEVERITY ? BY_SEVERITY : null);
        put(written, VIEW, grouped ? GROUPS : null);
        put(written, REQUEST, request);
        return written;
    }

    /** The address's query, without its {@code ?}: empty for the queue as it opens. */
    public String query() {
        return parameters().entrySet().stream().map(e -> e.getKey() + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
    }

    /**
     * The filter the queue reads for the person signed in, {@code user} with {@code roles} (for {@code assignee=me});
     * the days are UTC, {@code to} included.
     */
    public RecordFilter filter(String user, Collection<String> roles) {
        Set<String> assignees = assignee == null ? Set.of()
                : assignee.equals(ME) ? Assignee.mine(Objects.requireNonNullElse(user, ""), roles) : Set.of(assignee);
        return new RecordFilter(statuses, tenant, validator, reason, decision, CsvDownload.from(from),
                CsvDownload.to(to), text, severity, assignees, near, order);
    }

    /** The status filter as the address and the page's menu write it: flagged, all, or labels, comma-separated. */
    public String statusValue() {
        if (statuses.equals(AnswerStatus.flaggedOnes())) {
            return AnswerStatus.FLAGGED_WORD;
        }
        if (statuses.isEmpty()) {
            return AnswerStatus.ALL_WORD;
        }
        return Arrays.stream(AnswerStatus.values()).filter(statuses::contains).map(AnswerStatus::label)
                .collect(Collectors.joining(","));
    }

    /** Whether the end date comes before the start date (nothing can match). */
    public boolean datesReversed() {
        return from != null && to != null && to.isBefore(from);
    }

    /** This address with the filters of another (its order, view and open answer kept). */
    public QueueAddress withFiltersOf(QueueAddress other) {
        return new QueueAddress(other.statuses, other.tenant, other.validator, other.reason, other.severity,
                other.decision, other.from, other.to, other.text, other.assignee, other.near, order, grouped, request);
    }

    public QueueAddress withOrder(RecordFilter.Order wanted) {
        return new QueueAddress(statuses, tenant, validator, reason, severity, decision, from, to, text, assignee, near,
                wanted, grouped, request);
    }

    public QueueAddress withGrouped(boolean wanted) {
        return new QueueAddress(statuses, tenant, validator, reason, severity, decision, from, to, text, assignee, near,
                order, wanted, request);
    }

    /** This address with that answer open (null: none). */
    public QueueAddress withRequest(String requestId) {
        return new QueueAddress(statuses, tenant, validator, reason, severity, decision, from, to, text, assignee, near,
                order, grouped, requestId);
    }

    /** The address of one answer alone: {@code request=<id>}, the queue as it opens around it. */
    public static String of(String requestId) {
        return DEFAULT.withRequest(requestId).query();
    }

    private static Severity severityOf(String value) {
        try {
            return Severity.parse(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(Severity.names(), e);
        }
    }

    private static String decisionOf(String value) {
        String wanted = value.toLowerCase(Locale.ROOT);
        if (!wanted.equals(RecordFilter.UNDECIDED) && Decision.of(wanted).isEmpty()) {
            throw new IllegalArgumentException(Decision.names() + " or " + RecordFilter.UNDECIDED);
        }
        return wanted;
    }

    private static LocalDate dayOf(String value) {
        try {
            return LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("a day as yyyy-MM-dd", e);
        }
    }

    private static String assigneeOf(String value) {
        String folded = value.toLowerCase(Locale.ROOT);
        if (folded.equals(ME) || folded.equals(RecordFilter.UNASSIGNED)) {
            return folded;
        }
        try {
            return new Assignee(value).name();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(ME + ", " + RecordFilter.UNASSIGNED + ", a user's name or "
                    + Assignee.ROLES.stream().map(role -> Assignee.ROLE + role).collect(Collectors.joining(" or ")), e);
        }
    }

    private static RecordFilter.Order orderOf(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case NEWEST -> RecordFilter.Order.NEWEST;
            case BY_SEVERITY -> RecordFilter.Order.SEVERITY;
            default -> throw new IllegalArgumentException(NEWEST + " or " + BY_SEVERITY);
        };
    }

    private static String viewOf(String value) {
        String wanted = value.toLowerCase(Locale.ROOT);
        if (!wanted.equals(LIST) && !wanted.equals(GROUPS)) {
            throw new IllegalArgumentException(LIST + " or " + GROUPS);
        }
        return wanted;
    }

    /** Reads parameters one by one, keeping in words each it cannot read. */
    private static final class Reader {

        private final Map<String, String> parameters;
        private final List<String> ignored = new ArrayList<>();

        Reader(Map<String, String> parameters) {
            this.parameters = parameters;
        }

        String plain(String name) {
            return blankToNull(parameters.get(name));
        }

        <T> T read(String name, Function<String, T> parse) {
            String value = plain(name);
            if (value == null) {
                return null;
            }
            try {
                return parse.apply(value);
            } catch (IllegalArgumentException e) {
                ignored.add(name + " \"" + value + "\" (it takes " + e.getMessage() + ")");
                return null;
            }
        }
    }

    private static void put(Map<String, String> written, String name, String value) {
        if (value != null) {
            written.put(name, value);
        }
    }

    /**
     * Percent-encodes a query value as UTF-8, leaving what a query may hold as it is ({@code role:admin},
     * {@code failed,patched}) so that the address stays readable.
     */
    static String encode(String value) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~:,@/!$'()*".indexOf(c) >= 0)) {
                encoded.append(c);
            } else {
                encoded.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return encoded.toString();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
