package io.ragguard.tone.boundary;

import io.ragguard.settings.boundary.TenantOverride;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tone.control.Addressing;
import io.ragguard.tone.control.BuiltInStyles;
import io.ragguard.tone.control.ToneRules;
import io.ragguard.tone.control.ToneStyleSync;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.Optional;

/**
 * Aligns an answer to the tone style in force when {@code enable.tone.align} is on: {@code tone.style},
 * or a tenant's own {@code tenant.<id>.tone.style}: a built-in style ({@link BuiltInStyles}) or one an admin
 * created ({@link ToneStyles}).
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Tone {

    private static final System.Logger LOG = System.getLogger(Tone.class.getName());

    static final String STYLE = "tone.style";
    /** The canonical term whose tenant's word names its customer. */
    static final String CUSTOMER_TERM = "customer";

    @Inject
    @ConfigProperty(name = "enable.tone.align", defaultValue = "true")
    Provider<Boolean> enabled;

    @Inject
    Config config;

    @Inject
    ToneStyleSync styles;

    @Inject
    Tenants tenants;

    public boolean enabled() {
        return enabled.get();
    }

    /**
     * The style in force for a tenant (null: the global one). A name no style has any more (deleted on
     * another node while a setting still named it) gives {@code neutral}, with a warning.
     */
    public ToneStyle style(String tenant) {
        String name = (tenant == null ? Optional.<String>empty()
                : config.getOptionalValue(TenantOverride.name(tenant, STYLE), String.class).filter(v -> !v.isBlank()))
                .or(() -> config.getOptionalValue(STYLE, String.class))
                .orElse(BuiltInStyles.NEUTRAL.name());
        return styles.named(name).orElseGet(() -> {
            LOG.log(Level.WARNING, "no tone style {0}: answering in the neutral style", name);
            return BuiltInStyles.NEUTRAL;
        });
    }

    /** Every style an admin may choose: the built-in ones, then the created ones. */
    public List<ToneStyle> styles() {
        return styles.all();
    }

    /** What the tenant's style asks of a model, for its system prompt; empty when tone alignment is off. */
    public String guidance(String tenant) {
        return enabled() ? style(tenant).guidance() : "";
    }

    /**
     * The answer in the tenant's style and addressed to the customer (the tenant's term for its customer,
     * "guest", becomes "you": {@link Addressing}); as it is when tone alignment is off.
     */
    public String align(String tenant, String answer) {
        return aligner(tenant).apply(answer);
    }

    /**
     * What {@link #align} does for one tenant, its style and its term for the customer looked up once: for
     * the sentences of one streamed answer.
     */
    public UnaryOperator<String> aligner(String tenant) {
        if (!enabled()) {
            return UnaryOperator.identity();
        }
        String customer = tenant == null ? null
                : tenants.find(tenant).map(t -> t.terms().get(CUSTOMER_TERM)).orElse(null);
        ToneStyle style = style(tenant);
        return answer -> ToneRules.apply(style, Addressing.toCustomer(answer, customer));
    }

    /** A sample answer in a style, whatever is in force: the console's preview. */
    public String preview(ToneStyle style, String answer) {
        return ToneRules.apply(style, answer);
    }
}
