package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.Validator;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Orders validators so that each runs after the ones it names in {@link Validator#after()};
 * validators with no ordering between them run by name, so the order is stable.
 * Dependencies on validators that are not present are ignored.
 */
public final class ValidatorOrder {

    private ValidatorOrder() {
    }

    public static List<Validator> sort(Collection<? extends Validator> validators) {
        Map<String, Validator> byName = new HashMap<>();
        for (Validator v : validators) {
            if (byName.put(v.name(), v) != null) {
                throw new IllegalStateException("two validators are named " + v.name());
            }
        }
        Map<String, Integer> pending = new HashMap<>();
        Map<String, List<String>> dependents = new HashMap<>();
        for (Validator v : byName.values()) {
            int count = 0;
            for (String before : v.after()) {
                if (byName.containsKey(before)) {
                    dependents.computeIfAbsent(before, k -> new ArrayList<>()).add(v.name());
                    count++;
                }
            }
            pending.put(v.name(), count);
        }
        PriorityQueue<String> ready = new PriorityQueue<>(Comparator.naturalOrder());
        pending.forEach((name, count) -> {
            if (count == 0) {
                ready.add(name);
            }
        });
        List<Validator> ordered = new ArrayList<>(byName.size());
        while (!ready.isEmpty()) {
            String name = ready.poll();
            ordered.add(byName.get(name));
            for (String dependent : dependents.getOrDefault(name, List.of())) {
                if (pending.merge(dependent, -1, Integer::sum) == 0) {
                    ready.add(dependent);
                }
            }
        }
        if (ordered.size() != byName.size()) {
            List<String> cyclic = pending.entrySet().stream()
                    .filter(e -> e.getValue() > 0).map(Map.Entry::getKey).sorted().toList();
            throw new IllegalStateException("validator dependencies form a cycle among " + cyclic);
        }
        return List.copyOf(ordered);
    }
}
