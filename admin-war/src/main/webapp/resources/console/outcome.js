/*
 * The outcome of a console action as the page shows it. An action that ran answers with the Ajax callback
 * parameter "answered" and re-renders its outcome area itself; a response without it (an expired session
 * that got the login page, a server error, no network) leaves that area saying the action was not done,
 * so that a failed save never looks saved.
 */
var ConsoleOutcome = {

    /** Says in the outcome area that the action is under way (the server's answer replaces it). */
    pending: function (id, text) {
        ConsoleOutcome.show(id, text, 'outcome outcome-pending');
    },

    /** After the request: reports it as not done unless the page's action answered. */
    check: function (args, id, text) {
        if (!args || args.answered !== true) {
            ConsoleOutcome.show(id, text, 'outcome outcome-failed');
        }
    },

    show: function (id, text, classes) {
        var area = document.getElementById(id);
        if (area) {
            area.className = classes;
            area.setAttribute('role', 'alert');
            area.textContent = text;
        }
    }
};
