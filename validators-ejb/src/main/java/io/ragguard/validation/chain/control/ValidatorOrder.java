package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.Validator;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.function.ToLongFunction;

/**
 * Orders validators by {@link Validator#phase()}, then so that each runs after the ones it names in
 * {@link Validator#after()} (and a patcher after those before it in {@link PatchOrder}); among those the dependencies leave free, by a rank (the setting
 * {@code validator.<name>.order} in the chain; lower first), then by name, so the order is stable.
 * Dependencies on validators that are not present are ignored; a dependency on a validator of a
 * later phase, a cycle, or two validators with one name are errors.
 */
public final class ValidatorOrder {

    private ValidatorOrder() {
    }

    /** By the declared dependencies, ties by name. */
    public static List<Validator> sort(Collection<? extends Validator> validators) {
        return sort(validators, v -> 0);
    }

    /** By the declared dependencies, ties by {@code rank} (lower first), then by name. */
    public static List<Validator> sort(Collection<? extends Validator> validators, ToLongFunction<Validator> rank) {
        Map<String, Validator> byName = new HashMap<>();
        for (Validator v : validators) {
            if (byName.put(v.name(), v) != null) {
                throw new IllegalStateException("two validators are named " + v.name());
            }
        }
        Map<Phase, List<Validator>> phases = new EnumMap<>(Phase.class);
        for (Validator v : byName.values()) {
            for (String before : v.after()) {
                Validator other = byName.get(before);
                if (other != null && other.phase().compareTo(v.phase()) > 0) {
                    throw new IllegalStateException("validator " + v.name() + " (phase " + v.phase()
                            + ") runs after " + other.name() + ", whose phase " + other.phase() + " comes later");
                }
            }
            phases.computeIfAbsent(v.phase(), k -> new ArrayList<>()).add(v);
        }
        List<Validator> ordered = new ArrayList<>(byName.size());
        phases.values().forEach(phase -> ordered.addAll(topological(phase, rank)));
        return List.copyOf(ordered);
    }

    /**
     * The names among {@code candidates} that {@code validator} runs after: those it names, and for a patcher
     * those before it in {@link PatchOrder}.
     */
    public static List<String> dependencies(Validator validator, Collection<? extends Validator> candidates) {
        List<String> earlierPatches = validator.phase() == Phase.PATCH ? PatchOrder.before(validator.name())
                : List.of();
        return candidates.stream().map(Validator::name)
                .filter(name -> validator.after().contains(name) || earlierPatches.contains(name)).sorted().toList();
    }

    /** Kahn's algorithm over the dependencies inside one phase, ties by rank, then by name. */
    private static List<Validator> topological(List<Validator> phase, ToLongFunction<Validator> rank) {
        Map<String, Validator> byName = new HashMap<>();
        phase.forEach(v -> byName.put(v.name(), v));
        Map<String, Integer> pending = new HashMap<>();
        Map<String, List<String>> dependents = new HashMap<>();
        for (Validator v : phase) {
            List<String> before = dependencies(v, phase);
            before.forEach(name -> dependents.computeIfAbsent(name, k -> new ArrayList<>()).add(v.name()));
            pending.put(v.name(), before.size());
        }
        Map<String, Long> ranks = new HashMap<>();
        phase.forEach(v -> ranks.put(v.name(), rank.applyAsLong(v)));
        Comparator<String> byRank = Comparator.comparing(ranks::get);
        PriorityQueue<String> ready = new PriorityQueue<>(byRank.thenComparing(Comparator.naturalOrder()));
        pending.forEach((name, count) -> {
            if (count == 0) {
                ready.add(name);
            }
        });
        List<Validator> ordered = new ArrayList<>(phase.size());
        while (!ready.isEmpty()) {
            String name = ready.poll();
            ordered.add(byName.get(name));
            for (String dependent : dependents.getOrDefault(name, List.of())) {
                if (pending.merge(dependent, -1, Integer::sum) == 0) {
                    ready.add(dependent);
                }
            }
        }
        if (ordered.size() != phase.size()) {
            List<String> cyclic = pending.entrySet().stream()
                    .filter(e -> e.getValue() > 0).map(Map.Entry::getKey).sorted().toList();
            throw new IllegalStateException("validator dependencies form a cycle among " + cyclic);
        }
        return ordered;
    }
}
