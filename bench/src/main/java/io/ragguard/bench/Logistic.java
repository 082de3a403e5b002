package io.ragguard.bench;

/**
 * Weighted logistic regression by full-batch gradient descent with an L2 penalty, on standardised
 * features, with optional sign constraints (a weight that must not be negative, or not positive, is
 * projected back to 0): support signals may only raise a score and conflict signals only lower it,
 * so the fit cannot learn an artefact of the development data in the wrong direction.
 */
final class Logistic {

    private Logistic() {
    }

    /** Weights then bias, length d + 1; {@code signs[j]} is +1, -1, 0 (free) or 2 (left out: fixed at 0). */
    static double[] fit(double[][] x, double[] y, double[] sampleWeights, int[] signs, double l2, double[] start) {
        int d = signs.length;
        double[] theta = start == null ? new double[d + 1] : start.clone();
        double total = 0;
        for (double w : sampleWeights) {
            total += w;
        }
        double rate = 0.5;
        for (int iteration = 0; iteration < 3000; iteration++) {
            double[] gradient = new double[d + 1];
            for (int i = 0; i < x.length; i++) {
                double error = (predict(theta, x[i]) - y[i]) * sampleWeights[i] / total;
                for (int j = 0; j < d; j++) {
                    gradient[j] += error * x[i][j];
                }
                gradient[d] += error;
            }
            for (int j = 0; j < d; j++) {
                theta[j] -= rate * (gradient[j] + l2 * theta[j]);
                if (signs[j] == 2 || signs[j] == 1 && theta[j] < 0 || signs[j] < 0 && theta[j] > 0) {
                    theta[j] = 0;
                }
            }
            theta[d] -= rate * gradient[d];
        }
        return theta;
    }

    static double predict(double[] theta, double[] x) {
        double z = theta[x.length];
        for (int j = 0; j < x.length; j++) {
            z += theta[j] * x[j];
        }
        return 1 / (1 + Math.exp(-z));
    }
}
