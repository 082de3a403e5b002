/*
 * The review page's address follows what it shows: an action that changes the filters, the order, the view or the
 * open answer answers with the Ajax callback parameter "reviewAddress", which goes into the browser's history (a new
 * entry for another listing, the same entry when only the open answer changed), so that a reload, the back button
 * and a copied address show the same queue. Going back or forward loads the address the page had then.
 */
var ReviewDesk = {

    /** The address the page shows (a fragment aside): what going back or forward is compared with. */
    shown: window.location.pathname + window.location.search,

    /** The address without its open answer: what decides whether a change is a new history entry. */
    listing: function (address) {
        var url = new URL(address, window.location.href);
        url.searchParams.delete('request');
        url.searchParams.sort();
        return url.pathname + '?' + url.searchParams.toString();
    },

    follow: function (address) {
        var here = window.location.pathname + window.location.search;
        var target = new URL(address, window.location.href);
        if (target.pathname + target.search === here) {
            return;
        }
        if (ReviewDesk.listing(address) === ReviewDesk.listing(here)) {
            window.history.replaceState(null, '', address);
        } else {
            window.history.pushState(null, '', address);
        }
        ReviewDesk.shown = window.location.pathname + window.location.search;
    },

    /** Brings the open answer into sight (it is above the list, or beside it on a wide screen). */
    showDetail: function () {
        var detail = document.getElementById('detail');
        if (!detail) {
            return;
        }
        var top = detail.getBoundingClientRect().top;
        if (top < 0 || top > window.innerHeight / 2) {
            detail.scrollIntoView({block: 'start'});
        }
    },

    /** Copies the full address of a link; the button says whether it did, or shows the address to copy. */
    copyLink: function (button, id) {
        var address = document.getElementById(id).href;
        var label = button.querySelector('.ui-button-text') || button;
        function byHand() {
            var field = document.createElement('textarea');
            field.value = address;
            field.setAttribute('readonly', '');
            field.className = 'copy-scratch';
            document.body.appendChild(field);
            field.select();
            var copied = false;
            try {
                copied = document.execCommand('copy');
            } catch (e) {
                copied = false;
            }
            document.body.removeChild(field);
            return copied;
        }
        function done(copied) {
            label.textContent = copied ? 'Copied' : 'Copy this address: ' + address;
        }
        if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(address).then(function () {
                done(true);
            }, function () {
                done(byHand());
            });
        } else {
            done(byHand());
        }
    }
};

$(document).on('pfAjaxComplete', function (event, xhr, settings, args) {
    if (args && args.reviewAddress) {
        ReviewDesk.follow(args.reviewAddress);
    }
});

window.addEventListener('popstate', function () {
    if (window.location.pathname + window.location.search !== ReviewDesk.shown) {
        window.location.reload();
    }
});
