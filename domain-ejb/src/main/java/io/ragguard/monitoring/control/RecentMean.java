package io.ragguard.monitoring.control;

/** The mean of the last {@code size} values added (0 before the first), for a gauge; thread-safe. */
public final class RecentMean {

    private final double[] values;
    private int next;
    private int count;
    private double sum;

    public RecentMean(int size) {
        values = new double[size];
    }

    public synchronized void add(double value) {
        if (count == values.length) {
            sum -= values[next];
        } else {
            count++;
        }
        values[next] = value;
        sum += value;
        next = (next + 1) % values.length;
    }

    public synchronized double mean() {
        return count == 0 ? 0 : Math.max(0, sum / count);
    }
}
