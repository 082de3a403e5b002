package io.ragguard.privacy;

/** The check digits that tell a real card or bank account number from any run of digits. */
final class Checksums {

    private Checksums() {
    }

    /** The Luhn check of payment card numbers; separators are ignored. */
    static boolean luhn(String number) {
        String digits = number.replaceAll("\\D", "");
        int sum = 0;
        boolean doubled = false;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int digit = digits.charAt(i) - '0';
            if (doubled) {
                digit *= 2;
                if (digit > 9) {
                    digit -= 9;
                }
            }
            sum += digit;
            doubled = !doubled;
        }
        return !digits.isEmpty() && sum % 10 == 0;
    }

    /** The ISO 13616 mod-97 check of an IBAN: remainder 1 with the country and check digits moved last. */
    static boolean mod97(String iban) {
        String compact = iban.replace(" ", "");
        if (compact.length() < 15 || compact.length() > 34) {
            return false;
        }
        String rearranged = compact.substring(4) + compact.substring(0, 4);
        int remainder = 0;
        for (int i = 0; i < rearranged.length(); i++) {
            int value = Character.digit(rearranged.charAt(i), 36);
            if (value < 0) {
                return false;
            }
            remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
        }
        return remainder == 1;
    }
}
