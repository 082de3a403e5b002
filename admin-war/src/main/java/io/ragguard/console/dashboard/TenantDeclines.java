package io.ragguard.console.dashboard;

import java.io.Serializable;

/**
 * One tenant's declines over the dashboard's range, as its table shows them: its recorded answers, how many of
 * them declined, their share ({@code 25.0 %}), and the address of the review queue of those declined answers.
 */
public record TenantDeclines(String tenant, long answered, long declined, String rate, String queue)
        implements Serializable {
}
