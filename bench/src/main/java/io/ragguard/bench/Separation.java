package io.ragguard.bench;

import io.ragguard.text.Words;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * How well a score (higher = more faithful) separates faithful from hallucinated answers: ROC AUC,
 * balanced accuracy at a threshold (an answer below it is flagged), the threshold that is best after
 * the fact, and the ROC curve of flagging. Also the baseline score: the share of the answer's content
 * words found in the context.
 */
final class Separation {

    private Separation() {
    }

    /** The probability that a faithful answer scores above a hallucinated one, ties counting half. */
    static double auc(double[] scores, boolean[] faithful) {
        Integer[] order = IntStream.range(0, scores.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingDouble(i -> scores[i]));
        double rankSum = 0;
        long positives = 0;
        int i = 0;
        while (i < order.length) {
            int j = i;
            while (j + 1 < order.length && scores[order[j + 1]] == scores[order[i]]) {
                j++;
            }
            double rank = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                if (faithful[order[k]]) {
                    rankSum += rank;
                    positives++;
                }
            }
            i = j + 1;
        }
        long negatives = scores.length - positives;
        if (positives == 0 || negatives == 0) {
            return Double.NaN;
        }
        return (rankSum - positives * (positives + 1) / 2.0) / ((double) positives * negatives);
    }

    /** Mean of the share of hallucinated answers flagged and the share of faithful ones passed. */
    static double balancedAccuracy(double[] scores, boolean[] faithful, double threshold) {
        int tp = 0;
        int tn = 0;
        int p = 0;
        int n = 0;
        for (int i = 0; i < scores.length; i++) {
            boolean flagged = scores[i] < threshold;
            if (faithful[i]) {
                n++;
                tn += flagged ? 0 : 1;
            } else {
                p++;
                tp += flagged ? 1 : 0;
            }
        }
        return ((p == 0 ? 1 : tp / (double) p) + (n == 0 ? 1 : tn / (double) n)) / 2;
    }

    /** The threshold with the highest balanced accuracy, midway between adjacent distinct scores. */
    static double bestThreshold(double[] scores, boolean[] faithful) {
        double[] sorted = Arrays.stream(scores).distinct().sorted().toArray();
        double best = sorted.length == 0 ? 0.5 : sorted[0];
        double bestAccuracy = -1;
        for (int i = 0; i <= sorted.length; i++) {
            double t = i == 0 ? Math.nextDown(sorted[0]) : i == sorted.length ? Math.nextUp(sorted[i - 1])
                    : (sorted[i - 1] + sorted[i]) / 2;
            double accuracy = balancedAccuracy(scores, faithful, t);
            if (accuracy > bestAccuracy) {
                bestAccuracy = accuracy;
                best = t;
            }
        }
        return best;
    }

    /** Points (false-positive rate, true-positive rate) of flagging hallucinated answers, from (0,0) to (1,1). */
    static List<double[]> roc(double[] scores, boolean[] faithful) {
        double[] sorted = Arrays.stream(scores).distinct().sorted().toArray();
        List<double[]> points = new ArrayList<>();
        points.add(new double[] {0, 0});
        long p = IntStream.range(0, scores.length).filter(i -> !faithful[i]).count();
        long n = scores.length - p;
        for (double t : sorted) {
            int tp = 0;
            int fp = 0;
            for (int i = 0; i < scores.length; i++) {
                if (scores[i] <= t) {
                    if (faithful[i]) {
                        fp++;
                    } else {
                        tp++;
                    }
                }
            }
            points.add(new double[] {n == 0 ? 0 : fp / (double) n, p == 0 ? 0 : tp / (double) p});
        }
        points.add(new double[] {1, 1});
        return points;
    }

    /** The baseline: the share of the answer's content words that occur in the contexts. */
    static double wordCoverage(String answer, List<String> contexts) {
        Set<String> context = new HashSet<>();
        contexts.forEach(c -> context.addAll(Words.contentTerms(c)));
        Set<String> words = Words.contentTerms(answer);
        return words.isEmpty() ? 1 : words.stream().filter(context::contains).count() / (double) words.size();
    }
}
