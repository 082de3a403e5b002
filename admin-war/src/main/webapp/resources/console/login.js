/* Says on the login form that the session expired, when a console page reloaded for that reason (session.js). */
(function () {
    var reason = null;
    try {
        reason = window.sessionStorage.getItem('ragguard.session');
        window.sessionStorage.removeItem('ragguard.session');
    } catch (ignored) {
        // no storage, no reason to show
    }
    if (reason === 'expired') {
        var note = document.getElementById('expired');
        if (note) {
            note.hidden = false;
        }
    }
})();
