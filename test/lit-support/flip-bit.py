"""Flips the lowest bit of element INDEX of a 1-D .npy file, in place.

Usage: flip-bit.py FILE.npy INDEX. Proves that a comparison can fail.
"""
import sys


def main():
    path, index = sys.argv[1], int(sys.argv[2])
    with open(path, "rb") as f:
        data = bytearray(f.read())
    header_length = int.from_bytes(data[8:10], "little")
    header = data[10:10 + header_length].decode("latin1")
    item_size = int(header.split("'descr': '")[1][2])
    data[10 + header_length + index * item_size] ^= 1
    with open(path, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
