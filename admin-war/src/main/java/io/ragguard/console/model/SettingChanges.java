package io.ragguard.console.model;

import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.Settings;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;

/**
 * Changes and resets what a {@link ModelForm} shows through the settings boundary, one setting at a time,
 * as the signed-in admin; says in Faces messages what was stored, and what was refused on its field.
 */
class SettingChanges {

    private static final System.Logger LOG = System.getLogger(SettingChanges.class.getName());

    private final Settings settings;
    private final FacesContext faces = FacesContext.getCurrentInstance();

    SettingChanges(Settings settings) {
        this.settings = settings;
    }

    /** Stores every changed setting on its own; a refused one keeps what the admin typed. */
    void save(ModelForm form) {
        List<String> saved = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (ModelSetting setting : form.all()) {
            try {
                if (setting.changed()) {
                    settings.change(form.stored(setting), setting.getInput(), actor());
                    saved.add(form.stored(setting));
                }
                form.refresh(settings, setting);
            } catch (RuntimeException e) {
                refused.add(form.stored(setting));
                message(setting.clientId(), FacesMessage.SEVERITY_ERROR, "Not saved", refusal(e));
            }
        }
        if (!refused.isEmpty()) {
            message(null, FacesMessage.SEVERITY_ERROR, "Not saved", String.join(", ", refused) + " (see the field)");
        }
        if (!saved.isEmpty()) {
            message(null, FacesMessage.SEVERITY_INFO, "Saved", String.join(", ", saved));
        } else if (refused.isEmpty()) {
            message(null, FacesMessage.SEVERITY_INFO, "Nothing to save", "no field was changed");
        }
    }

    /** Removes the value stored for a setting: a tenant inherits again; all tenants get the default again. */
    void reset(ModelForm form, ModelSetting setting) {
        try {
            settings.reset(form.stored(setting), actor());
            form.refresh(settings, setting);
            message(null, FacesMessage.SEVERITY_INFO, "Reset", form.stored(setting) + ": " + setting.getSource());
        } catch (RuntimeException e) {
            message(setting.clientId(), FacesMessage.SEVERITY_ERROR, "Not reset", refusal(e));
        }
    }

    /** The boundary's reason for refusing a value, which names the setting; or that the server failed. */
    private static String refusal(RuntimeException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidSettingException invalid) {
                return invalid.getMessage();
            }
        }
        LOG.log(Level.WARNING, "model setting not changed", e);
        return "the server could not store it; see its log";
    }

    private String actor() {
        return faces.getExternalContext().getRemoteUser();
    }

    private void message(String clientId, FacesMessage.Severity severity, String summary, String detail) {
        faces.addMessage(clientId, new FacesMessage(severity, summary, detail));
    }
}
