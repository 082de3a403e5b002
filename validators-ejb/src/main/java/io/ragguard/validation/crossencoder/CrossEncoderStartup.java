package io.ragguard.validation.crossencoder;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;

/**
 * Opens the cross-encoder when the application starts rather than at the first answer it scores:
 * the bundled entailment model is then in the model folder before an admin's setting names it (a
 * setting may only name a file that is there), and a configured model's load time and errors show
 * at start.
 */
@Singleton
@Startup
public class CrossEncoderStartup {

    @Inject
    CrossEncoder crossEncoder;

    @PostConstruct
    void start() {
        crossEncoder.enabled();
    }
}
