/*
 * A console action the server could not answer (its page expired, the server failed) never looks saved: a
 * note above the page says so and offers a reload, which shows what is saved. (An action sent after the
 * login ended is sent to the login form by SessionExpiry.)
 */
(function () {
    function failed() {
        if (document.getElementById('console-failed')) {
            return;
        }
        var note = document.createElement('div');
        note.id = 'console-failed';
        note.className = 'outcome outcome-failed console-failed';
        note.setAttribute('role', 'alert');
        note.textContent = 'The server could not answer the last action, so it was not saved. '
            + 'Reload the page to see what is saved. ';
        var reload = document.createElement('a');
        reload.href = window.location.pathname;
        reload.textContent = 'Reload';
        note.appendChild(reload);
        var page = document.querySelector('main') || document.body;
        page.insertBefore(note, page.firstChild);
    }

    $(document).on('pfAjaxError', function (event, xhr) {
        if (xhr && xhr.status >= 400) {
            failed();
        }
    });
})();
