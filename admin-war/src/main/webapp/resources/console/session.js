/*
 * An expired session never looks like a saved change. A console action sent after the session ended gets
 * the login form instead of the page's answer; the page then reloads, which shows the login form, and the
 * form says why (login.js). Nothing the action asked for was saved; after signing in the page shows what is.
 * An action the server could not answer at all (its page expired, the server failed) says so above the page.
 */
(function () {
    function loginForm(xhr) {
        return !!xhr && typeof xhr.responseText === 'string' && xhr.responseText.indexOf('j_security_check') >= 0;
    }

    $(document).on('pfAjaxComplete pfAjaxError', function (event, xhr) {
        if (loginForm(xhr)) {
            try {
                window.sessionStorage.setItem('ragguard.session', 'expired');
            } catch (ignored) {
                // without storage the login form shows no reason; the reload still happens
            }
            window.location.reload();
        } else if (xhr && xhr.status >= 400 && String(xhr.responseText).indexOf('<partial-response') < 0) {
            failed();
        }
    });

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
})();
