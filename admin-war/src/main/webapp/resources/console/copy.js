/*
 * Copies the text of an element, such as a key shown once, to the clipboard: through the Clipboard API where
 * the page may use it, else by selecting the text and the browser's copy command. The button then says whether
 * it copied, or that the text is selected for the user to copy.
 */
var ConsoleCopy = {

    copy: function (button, id) {
        var element = document.getElementById(id);
        var label = button.querySelector('.ui-button-text') || button;
        function selected() {
            var range = document.createRange();
            range.selectNodeContents(element);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            return document.execCommand('copy');
        }
        function done(copied) {
            label.textContent = copied ? 'Copied' : 'Selected: press Ctrl+C';
        }
        if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(element.textContent).then(function () {
                done(true);
            }, function () {
                done(selected());
            });
        } else {
            done(selected());
        }
    }
};
