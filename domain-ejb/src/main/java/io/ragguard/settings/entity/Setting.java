package io.ragguard.settings.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

/** A setting overridden by an admin; it wins over environment variables and built-in defaults. */
@Entity
@Table(name = "setting")
@NamedQuery(name = Setting.ALL, query = "select s from Setting s")
public class Setting {

    public static final String ALL = "Setting.all";

    @Id
    private String name;

    @Column(name = "setting_value", nullable = false)
    private String value;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "updated_by", nullable = false)
    private String updatedBy;

    protected Setting() {
    }

    public Setting(String name, String value, String actor) {
        this.name = name;
        change(value, actor);
    }

    public final void change(String newValue, String actor) {
        this.value = newValue;
        this.updatedBy = actor;
        this.updatedAt = Instant.now();
    }

    public String getName() {
        return name;
    }

    public String getValue() {
        return value;
    }
}
