package io.ragguard.validation;

import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.concurrency.InFlight;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.privacy.PiiScanner;
import io.ragguard.settings.boundary.FileKind;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingCatalog;
import io.ragguard.text.Words;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import jakarta.inject.Inject;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.Filters;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.asset.EmptyAsset;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.File;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The chain as the container builds it: validators discovered by CDI, ordered by phase and declared
 * dependencies, run on the validators' executor, a crashing one isolated, patches applied in order. It
 * deploys the built-in validators that need nothing outside this archive (the others load models
 * from the server's shared libraries, which a separate test application does not see).
 */
@ExtendWith(ArquillianExtension.class)
class ValidatorChainIT {

    @Inject
    ValidatorChain chain;

    @Deployment
    static WebArchive deployment() {
        return ShrinkWrap.create(WebArchive.class, "validator-chain-it.war")
                .addPackages(true, "io.ragguard.validation.chain", "io.ragguard.validation.spi")
                .addPackages(false, Filters.exclude(".*/CitationRelevance.*"), "io.ragguard.validation.citation")
                .addPackages(false, "io.ragguard.validation.overlap", "io.ragguard.validation.pii",
                        "io.ragguard.validation.confidence", "io.ragguard.validation.text")
                .addClass(ExplodingValidator.class)
                .addPackage(Words.class.getPackage())
                .addPackage(PiiScanner.class.getPackage())
                .addPackage(InFlight.class.getPackage())
                .addPackage(PipelineMetrics.class.getPackage())
                .addPackages(false, Filters.exclude(".*/MetricsBootstrap.*"), "io.ragguard.monitoring.control")
                .addPackage(AnswerStatus.class.getPackage())
                .addClasses(LowerCaseColumn.class, LowerCaseJson.class)
                .addClass(io.ragguard.tenant.boundary.TenantCreated.class)
                .addClasses(SettingCatalog.class, SettingDefinition.class, SettingType.class, FileKind.class,
                        InvalidSettingException.class, io.ragguard.settings.boundary.TenantOverride.class)
                .addAsResource(new File("../validators-ejb/src/main/resources/META-INF/microprofile-config.properties"),
                        "META-INF/microprofile-config.properties")
                .addAsWebInfResource(EmptyAsset.INSTANCE, "beans.xml");
    }

    /** The checks first (the exploding one after the check it names), then the patchers in their order. */
    @Test
    void discoversEveryValidatorAndOrdersThemByPhaseAndDependencies() {
        assertEquals(List.of("evidence-overlap", "exploding", "citation-required", "pii-leakage", "confidence"),
                chain.names());
    }

    @Test
    void isolatesACrashingValidatorAndServesTheAnswerUnverifiedFailOpen() {
        ValidationReport report = chain.validate(new ValidationInput("How long is the return window?",
                "Items can be returned within 30 days of delivery [1].",
                List.of(new Evidence(1, "c1", "Returns", "Items can be returned within 30 days of delivery.", 0.8)),
                "northwind", true, 0.8));

        ValidatorResult exploding = report.results().stream().filter(r -> r.name().equals("exploding"))
                .findFirst().orElseThrow();
        assertEquals(Outcome.ERROR, exploding.outcome());
        assertEquals("unverified", report.status(), report.toString());
        assertFalse(report.refused(), report.toString());
        assertEquals(Outcome.PASS, report.results().stream().filter(r -> r.name().equals("confidence"))
                .findFirst().orElseThrow().outcome());
    }

    @Test
    void appliesPatchesInOrder() {
        ValidationReport report = chain.validate(new ValidationInput("Who is the CEO?",
                "Write to ceo@example.com for that.", List.of(), "northwind", false, 0.0));

        assertEquals("unverified", report.status(), "the exploding validator of this deployment could not judge it");
        assertTrue(report.answer().startsWith("I don't know."), report.answer());
        assertTrue(report.results().stream().anyMatch(r -> r.name().equals("pii-leakage")
                && r.outcome() == Outcome.PATCHED), report.toString());
    }
}
