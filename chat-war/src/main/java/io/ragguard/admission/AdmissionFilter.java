package io.ragguard.admission;

import io.ragguard.api.ErrorBody;
import io.ragguard.api.ErrorResponses;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * Lets a request to an answering endpoint through when {@link Admission} gives it a turn, else a 503.
 * A request takes one turn however many times the filter runs on it (Liberty runs a filter once for
 * each of its URL patterns that a path matches): a second turn awaited by a request holding the first
 * would block it on itself.
 */
public class AdmissionFilter extends HttpFilter {

    static final int RETRY_AFTER_SECONDS = 1;
    private static final String ADMITTED = AdmissionFilter.class.getName() + ".admitted";

    @Inject
    Admission admission;

    @Inject
    PipelineMetrics metrics;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getAttribute(ADMITTED) != null) {
            chain.doFilter(request, response);
            return;
        }
        if (!admission.enter()) {
            metrics.refused("overloaded");
            response.setHeader("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
            ErrorResponses.write(request, response, 503, ErrorBody.of("overloaded",
                    "the server is answering as many requests as it can; retry after " + RETRY_AFTER_SECONDS + " s"));
            return;
        }
        request.setAttribute(ADMITTED, Boolean.TRUE);
        try {
            chain.doFilter(request, response);
        } finally {
            admission.leave();
        }
    }
}
